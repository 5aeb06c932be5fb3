import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { PorticoError } from '../errors'
import { parseHostOptions } from './parse'
import type { HostOptionsInput } from './schema'
import type { SiweConfig, SiwxConfig } from './signIn'

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

  it('is refused beside networks of another namespace (SPEC §5: one eip155 namespace)', () => {
    expect(
      messageOf({
        networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        siwx: siwx(),
      }),
    ).toContain('options.siwx: sign-in works on eip155 networks only, and networks has solana')
  })
})
