// Sign-in and pay together (SPEC §4): a visitor who connects from Pay while sign-in is
// required signs in first, then is back on Pay (core/connection/afterConnect runs sign-in's
// step first and pay's once the visitor signed in).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PorticoModal, SiwxConfig } from 'portico'
import {
  announceWallet,
  createTestModal,
  renderModalApp,
  setupServiceServer,
} from 'portico/testing'
import { exchangeRpc, TEST_EXCHANGES } from '../../plugins/pay/test/exchangeHandlers'
import { ETH_ON_BASE } from '../../plugins/pay/test/fixtures'
import { currentPage, messageData, siweMessageText } from '../../plugins/siwx/message'
import { NONCE, SIGNER, hostSiwx, signingWallet } from '../../plugins/siwx/test/fixtures'

const server = setupServiceServer()

beforeEach(() =>
  server.use(
    exchangeRpc({
      getExchanges: () => ({
        result: { exchanges: TEST_EXCHANGES, total: TEST_EXCHANGES.length },
      }),
    }),
  ),
)

/** The shop's modal, sign-in as configured, with a payment asked for; the Pay view shown. */
async function payingVisitor(siwx: SiwxConfig) {
  const modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'], siwx }) as PorticoModal
  const wallet = signingWallet()
  announceWallet(wallet)
  await waitFor(() => expect(modal.getState().plugins.byId.siwx?.status).toBe('ready'))
  await renderModalApp(modal)
  const ended = modal.pay(ETH_ON_BASE).catch((error: unknown) => error)
  const pay = within(await screen.findByRole('dialog', { name: 'Pay' }))
  await userEvent.click(await pay.findByRole('button', { name: /^Pay from a wallet/ }))
  const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
  await userEvent.click(await connect.findByRole('button', { name: /Demo Wallet/ }))
  return { modal, wallet, ended }
}

const signInView = async () => within(await screen.findByRole('dialog', { name: 'Sign in' }))

describe('connecting from Pay while sign-in is required', () => {
  it('asks to sign in first, then goes back to Pay', async () => {
    const { config, sessions } = hostSiwx({ required: true })
    const { modal, wallet } = await payingVisitor(config)

    const signIn = await signInView()
    // The sign-in step held the visitor: pay's step has not run yet.
    expect(modal.getState().pay?.resumeAfterConnect).toBe(true)
    expect(modal.getState().router.history.at(-1)).toEqual({ view: 'SIWXSignMessage' })
    await userEvent.click(signIn.getByRole('button', { name: 'Sign' }))

    const back = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await back.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.history).toEqual([{ view: 'Pay' }])
    expect(modal.getState().siwx?.status).toBe('signedIn')
    expect(modal.getState().pay?.resumeAfterConnect).toBe(false)
    expect(sessions).toHaveLength(1)
    expect(wallet.paramsOf('personal_sign')).toHaveLength(1)
  })

  it('a declined signature keeps the visitor on the sign-in view; signing then goes to Pay', async () => {
    const { config } = hostSiwx({ required: true })
    const { modal, wallet } = await payingVisitor(config)
    wallet.failOnce('personal_sign', 4001, 'User rejected the request.')

    const signIn = await signInView()
    await userEvent.click(signIn.getByRole('button', { name: 'Sign' }))
    expect(await signIn.findByText('Signature declined')).toBeDefined()
    expect(modal.getState().router.history.at(-1)).toEqual({ view: 'SIWXSignMessage' })

    await userEvent.click(signIn.getByRole('button', { name: 'Sign' }))
    const back = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await back.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(modal.getState().router.history).toEqual([{ view: 'Pay' }])
  })

  it('Cancel disconnects, and nothing goes back to Pay', async () => {
    const { config } = hostSiwx({ required: true })
    const { modal } = await payingVisitor(config)

    const signIn = await signInView()
    await userEvent.click(signIn.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected')
    expect(modal.getState().pay?.resumeAfterConnect).toBe(false)
  })
})

describe('connecting from Pay, the host holding a session of the account', () => {
  it('goes straight back to Pay: nothing asks to sign', async () => {
    const { config, sessions } = hostSiwx({ required: true })
    const data = messageData({
      address: SIGNER.address,
      chainId: 'eip155:1',
      nonce: NONCE,
      now: new Date(),
      page: currentPage(),
      config,
    })
    const message = siweMessageText(data)
    sessions.push({ data, message, signature: await SIGNER.signMessage({ message }) })
    const { modal, wallet } = await payingVisitor(config)

    const back = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await back.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(modal.getState().siwx?.status).toBe('signedIn')
    expect(modal.getState().router.history).toEqual([{ view: 'Pay' }])
    expect(wallet.paramsOf('personal_sign')).toHaveLength(0)
  })
})
