import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  announceWallet,
  FakeProvider,
  setupServiceServer,
  TEST_WALLET_INFO as DEMO_WALLET,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { connectWith, restoreConnections } from '../connection'
import { getWalletProvider } from '../connection/provider'
import { CONNECTIONS_STORAGE_KEY } from '../connection/storage'
import { liveRegistryOf } from '../plugin/liveRegistry'
import {
  BROWSER_WALLET_CONNECTOR_ID,
  BROWSER_WALLET_CONNECTOR_NAME,
} from '../wallets/connectorFacts'
import { discoverConnectors } from './discover'
import { parseAnnouncement } from './eip6963'
import { PROVIDER_KIND } from './types'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletconnect/connector'

setupServiceServer()

type TestModal = ReturnType<typeof coreModal>

const listed = (modal: TestModal) =>
  (modal.getState().connectors?.list ?? []).map(({ id, name, type }) => ({ id, name, type }))
const providerOf = (modal: TestModal, id: string) =>
  liveRegistryOf(modal.runtime).get(PROVIDER_KIND, id)

/** What a page script (or a hostile one) can dispatch: any detail at all. */
const announceRaw = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

/**
 * A page script posing as a wallet: announces now and on every discovery request, after the
 * wallets already in the page (a test wallet of the same rdns stays in the page).
 */
function poseAs(provider: unknown, info: Record<string, unknown>): void {
  const announce = () => announceRaw({ info, provider })
  window.addEventListener('eip6963:requestProvider', announce)
  onTestFinished(() => window.removeEventListener('eip6963:requestProvider', announce))
  announce()
}

const IMPOSTOR = { ...DEMO_WALLET, uuid: 'a0000000-0000-4000-8000-000000000000', name: 'Impostor' }

// An error thrown in an event listener is reported to the window in a browser (the visitor's
// console shows it), and rethrown by dispatchEvent in happy-dom: the tests watch both.
const uncaught: unknown[] = []
const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message)
beforeEach(() => {
  localStorage.clear()
  uncaught.length = 0
  window.addEventListener('error', onError)
})
afterEach(() => {
  window.removeEventListener('error', onError)
  delete (window as { ethereum?: unknown }).ethereum
})

describe('a wallet announced twice', () => {
  it('keeps the first announcement of an rdns: its row and its provider', () => {
    const first = new FakeProvider()
    announceWallet(first)
    const modal = coreModal()
    const debug = vi.spyOn(modal.runtime.logger, 'debug')
    discoverConnectors(modal.runtime)

    const impostor = new FakeProvider()
    poseAs(impostor, IMPOSTOR)

    expect(listed(modal).filter((c) => c.id === DEMO_WALLET.rdns)).toEqual([
      { id: DEMO_WALLET.rdns, name: 'Demo Wallet', type: 'ANNOUNCED' },
    ])
    expect(providerOf(modal, DEMO_WALLET.rdns)).toBe(first)
    expect(debug).toHaveBeenCalledWith(
      'Ignored a second EIP-6963 announcement of a wallet',
      DEMO_WALLET.rdns,
    )
  })

  it('is quiet when the same wallet answers each discovery request again', () => {
    const wallet = new FakeProvider()
    announceWallet(wallet)
    const modal = coreModal()
    const debug = vi.spyOn(modal.runtime.logger, 'debug')
    discoverConnectors(modal.runtime)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listed(modal).filter((c) => c.id === DEMO_WALLET.rdns)).toHaveLength(1)
    expect(debug).not.toHaveBeenCalled()
  })

  it('never hands a connection to a wallet announced after it with the same rdns', async () => {
    const first = new FakeProvider()
    announceWallet(first)
    const modal = coreModal()
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    expect(getWalletProvider(modal)).toBe(first)

    const impostor = new FakeProvider()
    poseAs(impostor, IMPOSTOR)
    expect(getWalletProvider(modal)).toBe(first)
    // Connecting again, as a visitor clicking the row would, still reaches the first wallet.
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    expect(getWalletProvider(modal)).toBe(first)
    expect(impostor.calls).toEqual([])
  })

  it('restores a stored connection from an earlier visit through the wallet announced first', async () => {
    localStorage.setItem(
      CONNECTIONS_STORAGE_KEY,
      JSON.stringify({
        active: 'eip155',
        connections: [{ namespace: 'eip155', connectorId: DEMO_WALLET.rdns, status: 'connected' }],
      }),
    )
    const first = new FakeProvider({ authorised: true })
    announceWallet(first)
    const impostor = new FakeProvider({ authorised: true })
    poseAs(impostor, IMPOSTOR)
    const modal = coreModal()
    await modal.store.dispatch(restoreConnections())
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('connected')
    expect(getWalletProvider(modal)).toBe(first)
    expect(impostor.calls).toEqual([])
  })
})

describe("the kit's own connector ids", () => {
  it.each([BROWSER_WALLET_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID])(
    '%s is not a reverse domain name, so no announcement can take it',
    (id) => {
      expect(id).not.toContain('.')
      const event = new CustomEvent('eip6963:announceProvider', {
        detail: { info: { ...IMPOSTOR, rdns: id }, provider: new FakeProvider() },
      })
      expect(parseAnnouncement(event, { debug: () => undefined })).toBeUndefined()
    },
  )

  it('an announcement of rdns "injected" leaves the browser wallet and its provider alone', () => {
    const injected = new FakeProvider()
    ;(window as { ethereum?: unknown }).ethereum = injected
    const modal = coreModal()
    discoverConnectors(modal.runtime)
    poseAs(new FakeProvider(), { ...IMPOSTOR, rdns: BROWSER_WALLET_CONNECTOR_ID })

    expect(listed(modal).filter((c) => c.id === BROWSER_WALLET_CONNECTOR_ID)).toEqual([
      { id: BROWSER_WALLET_CONNECTOR_ID, name: BROWSER_WALLET_CONNECTOR_NAME, type: 'INJECTED' },
    ])
    expect(providerOf(modal, BROWSER_WALLET_CONNECTOR_ID)).toBe(injected)
    expect(listed(modal).some((c) => c.type === 'ANNOUNCED')).toBe(false)
  })

  it('an announcement of rdns "walletConnect" leaves WalletConnect alone', () => {
    const modal = coreModal()
    discoverConnectors(modal.runtime)
    poseAs(new FakeProvider(), { ...IMPOSTOR, rdns: WALLET_CONNECT_CONNECTOR_ID })

    expect(listed(modal)).toEqual([
      { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT' },
    ])
    expect(providerOf(modal, WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined()
  })

  it("an announcement of a host connector's id leaves the host's connector alone", () => {
    const hosts = new FakeProvider()
    const modal = coreModal({
      connectors: [{ id: 'com.example.host', name: 'Host Wallet', provider: hosts }],
    })
    discoverConnectors(modal.runtime)
    poseAs(new FakeProvider(), { ...IMPOSTOR, rdns: 'com.example.host' })

    expect(listed(modal).filter((c) => c.id === 'com.example.host')).toEqual([
      { id: 'com.example.host', name: 'Host Wallet', type: 'EXTERNAL' },
    ])
    expect(providerOf(modal, 'com.example.host')).toBe(hosts)
  })
})

describe('malformed announcements', () => {
  const throwing = () => {
    throw new Error('gotcha')
  }
  const trap = new Proxy({}, { get: throwing, has: throwing, ownKeys: throwing })
  const revoked = (() => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  })()
  const withThrowingRequest = Object.defineProperty({}, 'request', { get: throwing })
  const info = { ...DEMO_WALLET, rdns: 'com.example.fine' }
  const provider = new FakeProvider()

  const cases: Array<[string, () => void]> = [
    [
      'no detail (a plain Event)',
      () => window.dispatchEvent(new Event('eip6963:announceProvider')),
    ],
    ['a detail that is a number', () => announceRaw(42)],
    ['a detail that is a string', () => announceRaw('io.metamask')],
    ['a null detail', () => announceRaw(null)],
    ['a detail that is a Proxy whose traps throw', () => announceRaw(trap)],
    ['a detail that is a revoked Proxy', () => announceRaw(revoked)],
    ['an info that is a Proxy whose traps throw', () => announceRaw({ info: trap, provider })],
    ['an info whose getters throw', () => announceRaw({ info: withThrowingRequest, provider })],
    [
      'a provider whose request getter throws',
      () => announceRaw({ info, provider: withThrowingRequest }),
    ],
    ['a provider that is a Proxy whose traps throw', () => announceRaw({ info, provider: trap })],
    ['a provider without request', () => announceRaw({ info, provider: {} })],
    [
      'an icon that is not a data:image URI',
      () => announceRaw({ info: { ...info, icon: 'https://evil.example/x.png' }, provider }),
    ],
    ['an empty name', () => announceRaw({ info: { ...info, name: '' }, provider })],
    [
      'an rdns that is no domain',
      () => announceRaw({ info: { ...info, rdns: 'not a domain' }, provider }),
    ],
    [
      'an rdns longer than a domain name can be',
      () => announceRaw({ info: { ...info, rdns: `com.${'a'.repeat(250)}` }, provider }),
    ],
    [
      'a detail whose detail getter throws',
      () => {
        const event = new CustomEvent('eip6963:announceProvider')
        Object.defineProperty(event, 'detail', { get: throwing })
        window.dispatchEvent(event)
      },
    ],
  ]

  it.each(cases)('ignores %s with a debug log, and throws nothing', (_name, announce) => {
    const modal = coreModal()
    const debug = vi.spyOn(modal.runtime.logger, 'debug')
    discoverConnectors(modal.runtime)
    const before = listed(modal)
    expect(announce).not.toThrow()
    expect(uncaught).toEqual([])
    expect(listed(modal)).toEqual(before)
    expect(debug).toHaveBeenCalledOnce()
    expect(debug.mock.calls[0]?.[0]).toMatch(/^Ignored .*EIP-6963 announcement/)
    // A well-formed wallet announced after it is still listed.
    announceWallet(new FakeProvider(), info)
    expect(listed(modal).map((c) => c.id)).toContain('com.example.fine')
  })

  it('a thrown value whose message cannot be read is still ignored', () => {
    const hostile = new Proxy({}, { get: throwing, has: throwing, getPrototypeOf: throwing })
    const event = new CustomEvent('eip6963:announceProvider')
    Object.defineProperty(event, 'detail', {
      get: () => {
        throw hostile
      },
    })
    const debug = vi.fn()
    expect(parseAnnouncement(event, { debug })).toBeUndefined()
    expect(debug).toHaveBeenCalledWith(
      'Ignored an EIP-6963 announcement that threw',
      'an unreadable error',
    )
  })
})

describe('the legacy injected provider', () => {
  it('a window.ethereum whose getter throws counts as none, and discovery goes on', () => {
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      get: () => {
        throw new Error('gotcha')
      },
    })
    announceWallet(new FakeProvider())
    const modal = coreModal()
    expect(() => discoverConnectors(modal.runtime)).not.toThrow()
    expect(listed(modal).map((c) => c.id)).toEqual([WALLET_CONNECT_CONNECTOR_ID, DEMO_WALLET.rdns])
  })
})
