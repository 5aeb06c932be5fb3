import { waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { connectWallet, renderView, setupServiceServer, type RenderedModal } from 'portico/testing'
import { describe, expect, it } from 'vitest'
import { registrationMessageSchema } from './schemas'
import { nameHandlers, nameService, type NameService } from './test/handlers'
import { namesModal, OTHER, OWNER, signedText, signingWallet } from './test/fixtures'

const server = setupServiceServer()

/** The failure the form says (its own alert: other parts of the modal may raise theirs). */
async function formAlert(view: { findByRole: RenderedModal['findByRole'] }) {
  const form = await view.findByRole('form', { name: 'Register an account name' })
  return within(form).findByRole('alert')
}

/** The name form on screen for the owner's wallet, the name service answering from `service`. */
async function showForm(
  service: NameService = nameService(),
  wallet = signingWallet(),
  register?: () => Response | undefined,
) {
  server.use(...nameHandlers(service, { register }))
  const modal = namesModal()
  await connectWallet(modal, wallet)
  const view = await renderView(modal, 'RegisterAccountName')
  const field = await view.findByRole('textbox', { name: 'Name' })
  return { modal, wallet, service, field, ...view }
}

describe('the name form', () => {
  it('says each rule as the name is typed, with its message, and keeps Register off', async () => {
    const { field, findByText, getByRole, user } = await showForm()
    await user.type(field, 'ab')
    expect(await findByText('A name has at least 4 characters.')).toBeDefined()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.type(field, ' c')
    expect(await findByText('Use only letters, digits and hyphens.')).toBeDefined()
    await user.clear(field)
    await user.type(field, 'ada.eth')
    expect(await findByText('Use only letters, digits and hyphens.')).toBeDefined()
    expect(getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
  })

  it('says whether the name is available once typing pauses, and offers suggestions', async () => {
    const service = nameService({ grace: OTHER.address })
    const { field, findByText, findByRole, getByRole, user } = await showForm(service)
    await user.type(field, 'Grace')
    expect(await findByText('grace is taken.')).toBeDefined()
    expect(getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    const suggestions = await findByRole('list', { name: 'Suggestions' })
    expect(suggestions.textContent).toContain('grace-1')
    await user.click(getByRole('button', { name: 'Use grace-hq' }))
    expect((field as HTMLInputElement).value).toBe('grace-hq')
    expect(await findByText('grace-hq is available.')).toBeDefined()
    expect(getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false)
    // One lookup per settled entry, not one per keystroke.
    expect(service.lookups).toEqual(['grace', 'grace-hq'])
  })

  it('registers the name signed by the wallet, shows the success view and the account its name', async () => {
    const { field, findByText, getByRole, user, modal, wallet, service } = await showForm()
    await user.type(field, 'ada-lovelace')
    await findByText('ada-lovelace is available.')
    await user.click(getByRole('button', { name: 'Register' }))
    expect(await findByText('ada-lovelace is yours')).toBeDefined()
    const [text] = signedText(wallet)
    expect(registrationMessageSchema.parse(JSON.parse(text ?? '')).name).toBe('ada-lovelace')
    expect(service.names.get('ada-lovelace')).toBe(OWNER.address)
    expect(service.registrations).toEqual([{ address: OWNER.address, message: text }])
    const account = modal.getState().account.byNamespace.eip155
    expect(account?.profileName).toBe('ada-lovelace')
    await user.click(getByRole('button', { name: 'Back to account' }))
    await waitFor(() => expect(modal.getState().router.history.at(-1)?.view).toBe('Account'))
  })

  it('comes back to the form with the reason when the wallet declines to sign', async () => {
    const wallet = signingWallet()
    wallet.failOnce('personal_sign', 4001, 'User rejected the request.')
    const { field, findByText, findByRole, getByRole, user, service } = await showForm(
      nameService(),
      wallet,
    )
    await user.type(field, 'ada-lovelace')
    await findByText('ada-lovelace is available.')
    await user.click(getByRole('button', { name: 'Register' }))
    expect((await formAlert({ findByRole })).textContent).toBe('Signature declined')
    expect(service.registrations).toEqual([])
    expect(getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false)
  })

  it('says why the service refused a signature not of the address, the name kept in the field', async () => {
    const { field, findByText, findByRole, getByRole, user } = await showForm(
      nameService(),
      signingWallet(OTHER),
    )
    await user.type(field, 'ada-lovelace')
    await findByText('ada-lovelace is available.')
    await user.click(getByRole('button', { name: 'Register' }))
    expect((await formAlert({ findByRole })).textContent).toBe(
      'The signature does not match your address. Try again.',
    )
    expect(getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'ada-lovelace')
  })

  it('says a name taken meanwhile (the service answers 409)', async () => {
    const { field, findByText, findByRole, getByRole, user, modal } = await showForm(
      nameService(),
      signingWallet(),
      () => new HttpResponse(null, { status: 409 }),
    )
    await user.type(field, 'ada-lovelace')
    await findByText('ada-lovelace is available.')
    await user.click(getByRole('button', { name: 'Register' }))
    expect((await formAlert({ findByRole })).textContent).toBe(
      'ada-lovelace was taken meanwhile. Choose another name.',
    )
    expect(modal.getState().router.history.at(-1)?.view).toBe('RegisterAccountName')
  })

  it('brings the visitor back to the form with the reason when the signing fails elsewhere', async () => {
    const wallet = signingWallet()
    const held = wallet.hold('personal_sign')
    const { field, findByText, findByRole, getByRole, user, modal } = await showForm(
      nameService(),
      wallet,
    )
    await user.type(field, 'ada-lovelace')
    await findByText('ada-lovelace is available.')
    await user.click(getByRole('button', { name: 'Register' }))
    expect(
      await findByText('Sign the message in your wallet to register ada-lovelace.'),
    ).toBeDefined()
    await held.received
    modal.router.push('Networks')
    await waitFor(() => expect(modal.getState().router.history.at(-1)?.view).toBe('Networks'))
    held.reject()
    expect((await formAlert({ findByRole })).textContent).toBe('Signature declined')
    expect(modal.getState().router.history.at(-1)?.view).toBe('RegisterAccountName')
    expect(getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'ada-lovelace')
  })
})

describe('the registered name', () => {
  it('is shown in Account instead of the address once the plugin has looked it up', async () => {
    server.use(...nameHandlers(nameService({ 'ada-lovelace': OWNER.address })))
    const modal = namesModal()
    await connectWallet(modal, signingWallet())
    await modal.loadPlugin('names')
    await waitFor(() =>
      expect(modal.getState().account.byNamespace.eip155?.profileName).toBe('ada-lovelace'),
    )
    const { findByText, getByTestId } = await renderView(modal, 'Account')
    expect(await findByText('ada-lovelace')).toBeDefined()
    expect(getByTestId('account-action-names').textContent).toContain('Register a name')
  })

  it('is looked up when an account connects after the plugin loaded, and outlives an identity without a name', async () => {
    const service = nameService({ 'ada-lovelace': OWNER.address })
    server.use(...nameHandlers(service))
    const modal = namesModal()
    await modal.loadPlugin('names')
    await connectWallet(modal, signingWallet())
    await waitFor(() =>
      expect(modal.getState().account.byNamespace.eip155?.profileName).toBe('ada-lovelace'),
    )
    const { findByRole } = await renderView(modal, 'ProfileWallets')
    expect(await findByRole('button', { name: /ada-lovelace/ })).toBeDefined()
  })
})
