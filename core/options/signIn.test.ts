import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { PorticoError } from '../errors'
import { parseHostOptions } from './parse'
import type { HostOptionsInput } from './schema'
import { siwxSessionSchema } from './sessionSchema'
import { adaptSiweConfig, SIWE_SESSION_STORAGE_KEY } from './siweAdapter'
import { signInConfigOf } from './signInConfig'
import {
  SIGN_IN_CONFIG_KEY,
  hostSignInOf,
  type SiweConfig,
  type SiwxConfig,
  type SiwxSession,
} from './signIn'

const messageOf = (input: unknown): string => {
  try {
    parseHostOptions(input)
  } catch (error) {
    if (error instanceof PorticoError) return error.message
    throw error
  }
  throw new Error('expected the options to be rejected')
}

const siwx = () => ({
  getNonce: vi.fn(() => 'abcdefgh1'),
  addSession: vi.fn(),
  getSessions: vi.fn(() => []),
  revokeSession: vi.fn(),
})

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

describe('the siwx option', () => {
  it('is typed as the host interfaces, so inline functions get their parameter types', () => {
    expectTypeOf<HostOptionsInput['siwx']>().toEqualTypeOf<SiwxConfig | undefined>()
    expectTypeOf<HostOptionsInput['siweConfig']>().toEqualTypeOf<SiweConfig | undefined>()
  })

  it('names each member that is not a function, and each setting of the wrong type', () => {
    expect(messageOf({ networks: ['eip155:1'], siwx: { ...siwx(), getNonce: 'abc' } })).toContain(
      'options.siwx.getNonce: must be a function',
    )
    expect(messageOf({ networks: ['eip155:1'], siwx: { ...siwx(), createMessage: 1 } })).toContain(
      'options.siwx.createMessage: must be a function',
    )
    const { revokeSession: _missing, ...withoutRevoke } = siwx()
    expect(messageOf({ networks: ['eip155:1'], siwx: withoutRevoke })).toContain(
      'options.siwx.revokeSession: must be a function',
    )
    expect(messageOf({ networks: ['eip155:1'], siwx: { ...siwx(), required: 'yes' } })).toContain(
      'options.siwx.required: must be true or false',
    )
    expect(
      messageOf({ networks: ['eip155:1'], siwx: { ...siwx(), statement: 'two\nlines' } }),
    ).toContain('options.siwx.statement: must be one line')
    expect(messageOf({ networks: ['eip155:1'], siwx: { ...siwx(), expiresInMs: -5 } })).toContain(
      'options.siwx.expiresInMs: must be positive',
    )
    expect(messageOf({ networks: ['eip155:1'], siwx: null })).toContain(
      'options.siwx: must be an object with getNonce, addSession, getSessions, revokeSession functions',
    )
  })

  it('accepts a class instance, whose methods keep their this', async () => {
    class Sessions {
      private readonly prefix = 'nonce'
      getNonce() {
        return `${this.prefix}12345`
      }
      addSession() {}
      getSessions() {
        return []
      }
      revokeSession() {}
    }
    const host = new Sessions()
    const input = { networks: ['eip155:1'], siwx: host }
    expect(() => parseHostOptions(input)).not.toThrow()
    const signIn = hostSignInOf(input)
    const extensions = new Map<string, unknown>([[SIGN_IN_CONFIG_KEY, signIn]])
    const context = {
      extension: <T>(key: string, create: () => T): T => {
        if (!extensions.has(key)) extensions.set(key, create())
        return extensions.get(key) as T
      },
    }
    const config = signInConfigOf(context)
    await expect(
      Promise.resolve(config?.getNonce({ address: '0x', chainId: 'eip155:1' })),
    ).resolves.toBe('nonce12345')
  })

  it('is refused beside networks of another namespace (SPEC §5: one eip155 namespace)', () => {
    expect(
      messageOf({
        networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        siwx: siwx(),
      }),
    ).toContain('options.siwx: sign-in works on eip155 networks only, and networks has solana')
  })

  it('no option, no sign-in', () => {
    expect(hostSignInOf({})).toBeUndefined()
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
