import { act, waitFor, within } from '@testing-library/react'
import type { SiweConfig, SiwxSession } from 'portico'
import { connectWallet, createTestModal, inModal, stubNetwork } from 'portico/testing'
import { signInConfigOf } from './config'
import { siwxSessionSchema } from './sessionSchema'
import { adaptSiweConfig, SIWE_SESSION_STORAGE_KEY } from './siweAdapter'
import { signingWallet } from './test/fixtures'

const SESSION: SiwxSession = {
  data: {
    domain: 'shop.example',
    uri: 'https://shop.example',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
    version: '1',
    nonce: 'abcdefgh1',
    issuedAt: '2026-01-01T00:00:00.000Z',
  },
  message: 'shop.example wants you to sign in…',
  signature: '0x1234',
}

describe("the host's siwx option, kept as the host gave it", () => {
  beforeEach(() => stubNetwork())

  it('calls a class instance with its own this, from the first connection on', async () => {
    class Sessions {
      private readonly prefix = 'nonce'
      readonly kept: SiwxSession[] = []
      getNonce() {
        return `${this.prefix}12345`
      }
      addSession(session: SiwxSession) {
        this.kept.push(session)
      }
      getSessions() {
        return this.kept
      }
      revokeSession() {
        this.kept.length = 0
      }
    }
    const host = new Sessions()
    const modal = createTestModal({ networks: ['eip155:1'], siwx: host })
    // Loaded at start because the host set one of its options.
    await waitFor(() => expect(modal.getState().plugins.byId.siwx?.status).toBe('ready'))
    await act(() => modal.open())
    await act(async () => {
      await connectWallet(modal, signingWallet())
    })
    const dialog = await waitFor(() => inModal().getByRole('dialog', { name: 'Sign in' }))
    await act(async () => within(dialog).getByRole('button', { name: 'Sign' }).click())
    await waitFor(() => expect(host.kept).toHaveLength(1))
    expect(host.kept[0]?.data.nonce).toBe('nonce12345')
  })

  it('is undefined when the host set neither option', () => {
    expect(signInConfigOf({ extension: (_key, create) => create() })).toBeUndefined()
  })
})

describe('the legacy siweConfig, adapted to siwx', () => {
  const legacy = (overrides: Partial<SiweConfig> = {}) => {
    let current: { address: string; chainId: number } | null = null
    const config = {
      getNonce: vi.fn(async () => 'abcdefgh1'),
      createMessage: vi.fn(() => 'legacy message'),
      verifyMessage: vi.fn(async () => {
        current = { address: SESSION.data.address, chainId: 1 }
        return true
      }),
      getSession: vi.fn(async () => current),
      signOut: vi.fn(async () => {
        current = null
        return true
      }),
      onSignIn: vi.fn(),
      onSignOut: vi.fn(),
      required: true,
      ...overrides,
    } satisfies SiweConfig
    return config
  }

  beforeEach(() => localStorage.clear())

  it('writes the message with the legacy createMessage and its field names (CAIP-10 address, numeric chain id)', async () => {
    const config = legacy()
    const adapted = adaptSiweConfig(config)
    expect(adapted.required).toBe(true)
    await expect(Promise.resolve(adapted.createMessage?.(SESSION.data))).resolves.toBe(
      'legacy message',
    )
    expect(config.createMessage).toHaveBeenCalledWith({
      domain: 'shop.example',
      uri: 'https://shop.example',
      address: `eip155:1:${SESSION.data.address}`,
      chainId: 1,
      nonce: 'abcdefgh1',
      version: '1',
      iat: '2026-01-01T00:00:00.000Z',
    })
    await adapted.getNonce({ address: SESSION.data.address, chainId: 'eip155:1' })
    expect(config.getNonce).toHaveBeenCalledWith(SESSION.data.address)
  })

  it('adds a session when verifyMessage accepts it, and answers it while getSession agrees', async () => {
    const config = legacy()
    const adapted = adaptSiweConfig(config)
    await adapted.addSession(SESSION)
    expect(config.verifyMessage).toHaveBeenCalledWith({
      message: SESSION.message,
      signature: SESSION.signature,
    })
    expect(config.onSignIn).toHaveBeenCalledWith({ address: SESSION.data.address, chainId: 1 })
    await expect(
      Promise.resolve(adapted.getSessions('eip155:1', SESSION.data.address.toLowerCase())),
    ).resolves.toEqual([SESSION])
    // Another network, another account: none.
    await expect(
      Promise.resolve(adapted.getSessions('eip155:8453', SESSION.data.address)),
    ).resolves.toEqual([])

    await adapted.revokeSession('eip155:1', SESSION.data.address)
    expect(config.signOut).toHaveBeenCalled()
    expect(config.onSignOut).toHaveBeenCalled()
    await expect(
      Promise.resolve(adapted.getSessions('eip155:1', SESSION.data.address)),
    ).resolves.toEqual([])
  })

  it('rejects addSession when verifyMessage refuses, and keeps nothing', async () => {
    const config = legacy({ verifyMessage: vi.fn(async () => false) })
    const adapted = adaptSiweConfig(config)
    await expect(Promise.resolve(adapted.addSession(SESSION))).rejects.toThrow(
      'The site did not accept the signature',
    )
    expect(localStorage.getItem(SIWE_SESSION_STORAGE_KEY)).toBeNull()
  })

  it('drops a corrupt kept session', async () => {
    const config = legacy({
      getSession: vi.fn(async () => ({ address: SESSION.data.address, chainId: 1 })),
    })
    localStorage.setItem(SIWE_SESSION_STORAGE_KEY, '{"data":')
    await expect(
      Promise.resolve(adaptSiweConfig(config).getSessions('eip155:1', SESSION.data.address)),
    ).resolves.toEqual([])
    expect(localStorage.getItem(SIWE_SESSION_STORAGE_KEY)).toBeNull()
  })
})

describe('the session schema', () => {
  it('accepts a session and refuses a wrong signature, time or network', () => {
    expect(siwxSessionSchema.safeParse(SESSION).success).toBe(true)
    expect(siwxSessionSchema.safeParse({ ...SESSION, signature: 'nope' }).success).toBe(false)
    expect(
      siwxSessionSchema.safeParse({ ...SESSION, data: { ...SESSION.data, issuedAt: 'yesterday' } })
        .success,
    ).toBe(false)
    expect(
      siwxSessionSchema.safeParse({ ...SESSION, data: { ...SESSION.data, chainId: '1' } }).success,
    ).toBe(false)
  })
})
