import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CoreState } from 'portico/plugin'
import type { Address } from 'viem'

/** One entry of the address book. */
export interface Contact {
  name: string
  /** Checksummed (EIP-55), so one address is one contact however it was typed. */
  address: Address
  /** When it was saved (ms since the epoch). */
  addedAt: number
}

export interface MyPluginState {
  /** Sorted by name. */
  contacts: Contact[]
}

declare module 'portico' {
  // So `state.myPlugin` is typed wherever the modal's state is read. It is there once the
  // plugin has loaded, hence optional in `CoreState`.
  interface LazyLoadedSlices {
    myPlugin: MyPluginState
  }
}

const initialState: MyPluginState = { contacts: [] }

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name)

/** The plugin's state, injected into the modal's root reducer when the plugin loads. */
export const myPluginSlice = createSlice({
  name: 'myPlugin',
  initialState,
  reducers: {
    contactSaved(state, action: PayloadAction<Contact>) {
      state.contacts.push(action.payload)
      state.contacts.sort(byName)
    },
    contactRemoved(state, action: PayloadAction<{ address: Address }>) {
      state.contacts = state.contacts.filter(
        (contact) => contact.address !== action.payload.address,
      )
    },
    contactsRestored(state, action: PayloadAction<Contact[]>) {
      state.contacts = [...action.payload].sort(byName)
    },
  },
})

export const { contactSaved, contactRemoved, contactsRestored } = myPluginSlice.actions

// One empty list, so a selector reading a plugin that has not loaded returns the same value
// each time (a new array would re-render its component on every store change).
const NO_CONTACTS: readonly Contact[] = []

export const selectContacts = (state: CoreState): readonly Contact[] =>
  state.myPlugin?.contacts ?? NO_CONTACTS
