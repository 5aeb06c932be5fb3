import { PorticoError, type AppThunk } from 'portico/plugin'
import { getAddress, isAddress } from 'viem'
import { contactSaved, selectContacts, type Contact } from './slice'

/** The longest name a contact may have, in characters. */
export const NAME_MAX_LENGTH = 40

/** The field of a contact the address book refused, and why. */
export type ContactField = 'name' | 'address'
export type ContactProblem = 'missing' | 'tooLong' | 'invalid' | 'duplicate'

/** A contact as the visitor typed it. */
export interface ContactDraft {
  name: string
  address: string
}

const INVALID_CONTACT = 'MY_PLUGIN_INVALID_CONTACT'

function refused(field: ContactField, reason: ContactProblem, shortMessage: string) {
  return new PorticoError(INVALID_CONTACT, shortMessage, { field, reason })
}

/** Whether `error` is the address book refusing a contact (and so has its `details`). */
export function isInvalidContact(error: unknown): error is PorticoError<typeof INVALID_CONTACT> {
  return error instanceof PorticoError && error.code === INVALID_CONTACT
}

/**
 * Saves a contact: the name trimmed, the address checksummed. Throws a PorticoError
 * `MY_PLUGIN_INVALID_CONTACT` naming the field and the reason when the name is missing or too
 * long, the address is not an EVM address, or the book has that address already. The one place
 * a contact is checked: the view, a listener or a host method all save through it.
 */
export function saveContact(draft: ContactDraft): AppThunk<Contact> {
  return (dispatch, getState) => {
    const name = draft.name.trim()
    const typed = draft.address.trim()
    if (name === '') throw refused('name', 'missing', 'A contact needs a name')
    if (name.length > NAME_MAX_LENGTH) {
      throw refused('name', 'tooLong', `A contact's name has at most ${NAME_MAX_LENGTH} characters`)
    }
    if (typed === '') throw refused('address', 'missing', 'A contact needs an address')
    // Lower-case and checksummed addresses are accepted; a mixed case with a wrong checksum is
    // a typo, refused.
    if (!isAddress(typed)) throw refused('address', 'invalid', `${typed} is not an EVM address`)
    const address = getAddress(typed)
    const known = selectContacts(getState()).find((contact) => contact.address === address)
    if (known) {
      throw refused('address', 'duplicate', `${address} is already saved as ${known.name}`)
    }
    const contact: Contact = { name, address, addedAt: Date.now() }
    dispatch(contactSaved(contact))
    return contact
  }
}
