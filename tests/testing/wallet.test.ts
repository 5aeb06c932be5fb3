import {
  announceWallet,
  connectWallet,
  createFakeWallet,
  createTestModal,
  FAKE_WALLET_ACCOUNT,
  FakeProviderError,
  setupServiceServer,
  TEST_WALLET_INFO,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'

// The kit's fake wallet, its announcement in the page and the connection through it.

setupServiceServer()

/** The wallets answering an EIP-6963 request now, by rdns. */
function walletsInPage(): string[] {
  const seen: string[] = []
  const listen = (event: Event) => {
    const { detail } = event as CustomEvent<{ info: { rdns: string } }>
    seen.push(detail.info.rdns)
  }
  window.addEventListener('eip6963:announceProvider', listen)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listen)
  return seen
}

const account = (modal: ReturnType<typeof createTestModal>) =>
  modal.getState().account.byNamespace.eip155?.address

describe('the fake wallet', () => {
  it('holds a request until the test approves it, with its own answer by default', async () => {
    const wallet = createFakeWallet()
    const held = wallet.hold('eth_requestAccounts')
    const answer = wallet.request({ method: 'eth_requestAccounts' })
    await expect(held.received).resolves.toBeUndefined()
    held.approve()
    await expect(answer).resolves.toEqual([FAKE_WALLET_ACCOUNT])
    // Only the next call was held.
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([FAKE_WALLET_ACCOUNT])
  })

  it('approves with a given answer, or rejects as the visitor would', async () => {
    const wallet = createFakeWallet()
    const signed = wallet.hold('personal_sign')
    const refused = wallet.hold('personal_sign')
    const first = wallet.request({ method: 'personal_sign', params: ['0x01', FAKE_WALLET_ACCOUNT] })
    const second = wallet.request({
      method: 'personal_sign',
      params: ['0x02', FAKE_WALLET_ACCOUNT],
    })
    expect(await signed.received).toEqual(['0x01', FAKE_WALLET_ACCOUNT])
    signed.approve('0xsigned')
    refused.reject()
    await expect(first).resolves.toBe('0xsigned')
    await expect(second).rejects.toBeInstanceOf(FakeProviderError)
    await expect(second).rejects.toMatchObject({ code: 4001 })
  })
})

describe('a wallet in the page', () => {
  it('answers EIP-6963 requests until stopped', () => {
    const stop = announceWallet(createFakeWallet(), { ...TEST_WALLET_INFO, rdns: 'io.example.a' })
    expect(walletsInPage()).toEqual(['io.example.a'])
    stop()
    expect(walletsInPage()).toEqual([])
  })

  it('leaves the page when the test that announced it finishes', () => {
    announceWallet(createFakeWallet(), { ...TEST_WALLET_INFO, rdns: 'io.example.b' })
    expect(walletsInPage()).toEqual(['io.example.b'])
  })

  it('holds one wallet per rdns: another announced under it takes the earlier one out', async () => {
    const earlier = createFakeWallet()
    announceWallet(earlier, { ...TEST_WALLET_INFO, rdns: 'io.example.d' })
    const later = createFakeWallet()
    announceWallet(later, { ...TEST_WALLET_INFO, rdns: 'io.example.d' })
    expect(walletsInPage()).toEqual(['io.example.d'])
    const modal = createTestModal({}, { ui: false })
    await expect(connectWallet(modal)).resolves.toBe(later)
    expect(earlier.methods).toEqual([])
  })

  it('is gone in the next test', () => {
    expect(walletsInPage()).toEqual([])
  })
})

describe('connectWallet', () => {
  it('connects to a fresh fake wallet when the page has none', async () => {
    const modal = createTestModal({}, { ui: false })
    const wallet = await connectWallet(modal)
    expect(account(modal)).toBe('0x52908400098527886E0F7030069857D2E4169EE7')
    expect(walletsInPage()).toEqual([TEST_WALLET_INFO.rdns])
    expect(wallet).toBeDefined()
  })

  it('connects to the wallet announced last, and does not announce it twice', async () => {
    const wallet = createFakeWallet({ accounts: ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'] })
    announceWallet(wallet)
    const modal = createTestModal({}, { ui: false })
    await expect(connectWallet(modal)).resolves.toBe(wallet)
    expect(account(modal)).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(wallet.methods).toContain('eth_requestAccounts')
    expect(walletsInPage()).toEqual([TEST_WALLET_INFO.rdns])
  })

  it('announces the wallet it is given, under the info it is given', async () => {
    const wallet = createFakeWallet()
    const modal = createTestModal({}, { ui: false })
    await connectWallet(modal, wallet, { ...TEST_WALLET_INFO, rdns: 'io.example.c' })
    expect(walletsInPage()).toEqual(['io.example.c'])
    expect(account(modal)).toBeDefined()
  })

  it('rejects as the connection does when the wallet refuses, the account disconnected', async () => {
    const modal = createTestModal({}, { ui: false })
    const refusing = createFakeWallet().failOnce('eth_requestAccounts', 4001, 'Not now')
    await expect(connectWallet(modal, refusing)).rejects.toThrow('Not now')
    expect(account(modal)).toBeUndefined()
  })
})
