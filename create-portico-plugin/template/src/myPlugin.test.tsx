import { waitFor, within } from '@testing-library/react'
import type { PluginEntry, PorticoModal } from 'portico'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  reloadTestModal,
  renderModal,
  renderView,
  serviceHandlers,
  setupServiceServer,
  type RenderedModal,
} from 'portico/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveContact, type ContactDraft } from './contacts'
import { SAVED_EVENT } from './listeners'
import { manifest } from './manifest'
import { selectContacts } from './slice'
import { STORAGE_KEY } from './storage'

type AnalyticsSink = Parameters<typeof serviceHandlers.analyticsEvents>[0]

// The analytics events the modals send, for the whole file (with the project's analytics on):
// a modal still sends one as it is torn down, after a test's own handlers are gone.
const events: AnalyticsSink = []
setupServiceServer(serviceHandlers.analyticsConfig(true), serviceHandlers.analyticsEvents(events))
beforeEach(() => {
  events.length = 0
})

// An address as a wallet shows it (checksummed), and as someone may paste it (lower case).
const ADA = '0x52908400098527886E0F7030069857D2E4169EE7'
const BOB = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
const ADA_LOWER = ADA.toLowerCase()

/** The plugin as a host passes it, its loader watched: its code loads on first need only. */
function pluginEntry() {
  const load = vi.fn(() => import('./index'))
  const entry: PluginEntry = { manifest, load }
  return { entry, load }
}

/** A test modal with the plugin, as a host would list it. */
function modalWithPlugin(options: Parameters<typeof createTestModal>[0] = {}) {
  const { entry, load } = pluginEntry()
  return { modal: createTestModal(options, { plugins: [entry] }), load }
}

/** Fills the form (each value pasted, as an address usually is) and presses Save. */
async function fillAndSave(view: RenderedModal, draft: ContactDraft) {
  for (const [label, value] of [
    ['Name', draft.name],
    ['Address', draft.address],
  ] as const) {
    const field = view.getByRole('textbox', { name: label })
    await view.user.clear(field)
    if (value === '') continue
    await view.user.click(field)
    await view.user.paste(value)
  }
  await view.user.click(view.getByRole('button', { name: 'Save contact' }))
}

/** The saved contacts as the list shows them: name and address per row. */
function shownContacts(view: RenderedModal) {
  const list = view.queryByRole('list')
  if (!list) return []
  return within(list)
    .getAllByRole('listitem')
    .map((row) =>
      [...row.querySelectorAll('.my-plugin-name, .my-plugin-address')].map((e) => e.textContent),
    )
}

/** Opens the view and waits for its form: the plugin loads on the way. */
async function openBook(modal: PorticoModal) {
  const view = await renderView(modal, 'MyPlugin')
  await view.findByRole('dialog', { name: 'Address book' })
  await view.findByRole('textbox', { name: 'Name' })
  return view
}

describe('the MyPlugin plugin, an address book', () => {
  it('offers a row on the Account view, which loads the plugin and opens its view', async () => {
    const { modal, load } = modalWithPlugin()
    await connectWallet(modal, createFakeWallet())

    const view = await renderModal(modal)
    expect(await view.findByRole('dialog', { name: 'Account' })).toBeDefined()
    // The row is in the manifest: it shows before the plugin's code has loaded.
    const row = view.getByTestId('account-action-myPlugin')
    expect(row.textContent).toBe('Address bookThe addresses you keep')
    expect(load).not.toHaveBeenCalled()

    await view.user.click(row)
    const dialog = within(await view.findByRole('dialog', { name: 'Address book' }))
    expect(
      await dialog.findByText('No addresses yet. Save one above to find it here next time.'),
    ).toBeDefined()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('saves a contact checksummed, lists the book by name, empties the form and counts it', async () => {
    const { modal } = modalWithPlugin()
    const view = await openBook(modal)

    await fillAndSave(view, { name: 'Bob', address: BOB })
    await fillAndSave(view, { name: '  Ada ', address: ADA_LOWER })

    expect(shownContacts(view)).toEqual([
      ['Ada', ADA],
      ['Bob', BOB],
    ])
    expect(
      selectContacts(modal.getState()).map(({ name, address }) => ({ name, address })),
    ).toEqual([
      { name: 'Ada', address: ADA },
      { name: 'Bob', address: BOB },
    ])
    // Ready for the next one.
    const name = view.getByRole('textbox', { name: 'Name' })
    expect((name as HTMLInputElement).value).toBe('')
    expect(view.root.activeElement).toBe(name)
    expect(await view.findByText('Ada saved')).toBeDefined()
    // Counted, without the address.
    await waitFor(() =>
      expect(events.filter((event) => event.props.event === SAVED_EVENT)).toHaveLength(2),
    )
    const counted = events.filter((event) => event.props.event === SAVED_EVENT)
    expect(counted.map((event) => event.props.properties)).toEqual([{ total: 1 }, { total: 2 }])
  })

  it.each([
    { draft: { name: '', address: ADA }, field: 'Name', message: 'Enter a name.' },
    {
      draft: { name: 'A'.repeat(41), address: ADA },
      field: 'Name',
      message: 'A name has at most 40 characters.',
    },
    { draft: { name: 'Ada', address: '' }, field: 'Address', message: 'Enter an address.' },
    {
      draft: { name: 'Ada', address: '0x1234' },
      field: 'Address',
      message: 'This is not an EVM address. Check it for a typo.',
    },
    {
      // One letter's case changed: the checksum no longer matches, so it is a typo.
      draft: { name: 'Ada', address: ADA.replace('E0F', 'e0F') },
      field: 'Address',
      message: 'This is not an EVM address. Check it for a typo.',
    },
  ])(
    'refuses $draft.name / $draft.address under the field at fault',
    async ({ draft, field, message }) => {
      const { modal } = modalWithPlugin()
      const view = await openBook(modal)

      await fillAndSave(view, draft)
      const input = view.getByRole('textbox', { name: field })
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(view.getByText(message)).toBeDefined()
      expect(view.root.activeElement).toBe(input)
      expect(selectContacts(modal.getState())).toEqual([])

      // Editing the field takes the message away.
      await view.user.type(input, 'x')
      expect(input.getAttribute('aria-invalid')).toBeNull()
      expect(view.queryByText(message)).toBeNull()
    },
  )

  it('refuses an address saved already, however it is written, with a typed PorticoError', async () => {
    const { modal } = modalWithPlugin()
    const view = await openBook(modal)
    await fillAndSave(view, { name: 'Ada', address: ADA })

    await fillAndSave(view, { name: 'Ada again', address: ADA_LOWER })
    expect(view.getByText('This address is saved already.')).toBeDefined()
    expect(shownContacts(view)).toEqual([['Ada', ADA]])

    // The thunk is the one place a contact is checked; anything may save through it.
    let thrown: unknown
    try {
      modal.store.dispatch(saveContact({ name: 'Ada', address: ADA_LOWER }))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({
      name: 'PorticoError',
      code: 'MY_PLUGIN_INVALID_CONTACT',
      details: { field: 'address', reason: 'duplicate' },
      shortMessage: `${ADA} is already saved as Ada`,
    })
  })

  it('removes a contact, and copies one’s address', async () => {
    const { modal } = modalWithPlugin()
    const view = await openBook(modal)
    await fillAndSave(view, { name: 'Ada', address: ADA })
    await fillAndSave(view, { name: 'Bob', address: BOB })

    await view.user.click(view.getByRole('button', { name: 'Copy the address of Bob' }))
    expect(await view.findByText('Address copied')).toBeDefined()
    expect(await navigator.clipboard.readText()).toBe(BOB)

    await view.user.click(view.getByRole('button', { name: 'Remove Ada' }))
    expect(shownContacts(view)).toEqual([['Bob', BOB]])
    expect(selectContacts(modal.getState()).map((contact) => contact.name)).toEqual(['Bob'])
  })

  it('keeps the book in the browser: a reload finds it again', async () => {
    const { modal } = modalWithPlugin()
    const view = await openBook(modal)
    await fillAndSave(view, { name: 'Ada', address: ADA })
    await fillAndSave(view, { name: 'Bob', address: BOB })
    await view.user.click(view.getByRole('button', { name: 'Remove Bob' }))

    const reloaded = await reloadTestModal(modal)
    const again = await openBook(reloaded)
    expect(await again.findByText(ADA)).toBeDefined()
    expect(shownContacts(again)).toEqual([['Ada', ADA]])
  })

  it('ignores what it did not write in its storage key, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        contacts: [{ name: 'Mallory', address: 'not an address', addedAt: 0 }],
      }),
    )
    const { modal } = modalWithPlugin()
    const view = await openBook(modal)

    expect(
      view.getByText('No addresses yet. Save one above to find it here next time.'),
    ).toBeDefined()
    expect(warn).toHaveBeenCalledWith(
      '[portico]',
      'The stored address book is not one this plugin wrote; it is ignored',
      expect.anything(),
    )
    warn.mockRestore()
    // Saving writes a book it can read again.
    await fillAndSave(view, { name: 'Ada', address: ADA })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
      version: 1,
      contacts: [{ name: 'Ada', address: ADA }],
    })
  })

  it('speaks Spanish in its own namespace', async () => {
    const { modal } = modalWithPlugin({ language: 'es' })
    const view = await renderView(modal, 'MyPlugin')
    expect(await view.findByRole('dialog', { name: 'Libreta de direcciones' })).toBeDefined()
    await view.user.click(await view.findByRole('button', { name: 'Guardar contacto' }))
    expect(view.getByText('Escribe un nombre.')).toBeDefined()
    expect(view.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true')
  })
})
