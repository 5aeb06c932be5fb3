// The error codes as a host and a plugin author meet them, through the public entries: the
// codes are an open map (`ErrorCodes`) that plugins merge into, as into `Views`. The type
// assertions are checked by `tsc` (`npm run typecheck`), the rest runs here.
import {
  OptionsError,
  PorticoError,
  type ErrorCode,
  type ErrorCodes,
  type ErrorDetails,
  type PaymentErrorDetails,
} from 'portico'
import { describe, expect, expectTypeOf, it } from 'vitest'
// The kit's own conversion of a wallet's failure (not public: a plugin meets its result as a
// PorticoError with a wallet code), to have a real cause to walk to.
import { WalletError, toWalletError } from '../../core/chains/adapters/walletErrors'

// A plugin of this suite declares its own code, as a plugin's manifest.ts does.
declare module 'portico' {
  interface ErrorCodes {
    TEST_TIP_TOO_SMALL: { minimum: number }
  }
}

/** What a host's `catch` has: anything. */
const caught = (error: unknown): unknown => error

describe('error codes', () => {
  it('refuses an unknown code, takes the kit’s, a built-in plugin’s and a merged one', () => {
    // @ts-expect-error an unknown code (a typo) is a compile error
    expect(() => new PorticoError('PAY_TYPO', 'x')).not.toThrow()
    expect(new PorticoError('NETWORK_NOT_FOUND', 'x').code).toBe('NETWORK_NOT_FOUND')
    expect(new PorticoError('INVALID_PAYMENT_CONFIG', 'x', {}).code).toBe('INVALID_PAYMENT_CONFIG')
    const tip = new PorticoError('TEST_TIP_TOO_SMALL', 'Tips start at 1', { minimum: 1 })
    expectTypeOf(tip.code).toEqualTypeOf<'TEST_TIP_TOO_SMALL'>()
    expectTypeOf(tip.details.minimum).toEqualTypeOf<number>()
    expectTypeOf<ErrorCodes['TEST_TIP_TOO_SMALL']>().toEqualTypeOf<{ minimum: number }>()
    expectTypeOf<'PAY_TYPO'>().not.toExtend<ErrorCode>()
    expectTypeOf<
      'UNABLE_TO_GET_EXCHANGES' | 'WALLET_REJECTED' | 'RECEIPT_TIMEOUT'
    >().toExtend<ErrorCode>()
  })

  it('checks the details against the code', () => {
    // @ts-expect-error TEST_TIP_TOO_SMALL carries its minimum
    expect(new PorticoError('TEST_TIP_TOO_SMALL', 'x').details).toEqual({})
    // @ts-expect-error of the declared type
    expect(new PorticoError('TEST_TIP_TOO_SMALL', 'x', { minimum: '1' }).code).toBeDefined()
    // @ts-expect-error MODAL_CLOSED has no details
    expect(new PorticoError('MODAL_CLOSED', 'x', { why: 1 }).code).toBe('MODAL_CLOSED')
    // No details, and an error underneath: `{}` (or undefined) then the options.
    expect(new PorticoError('MODAL_CLOSED', 'x', {}, { cause: 1 }).cause).toBe(1)
    expectTypeOf<ErrorDetails<'INVALID_PAYMENT_CONFIG'>['issues']>().toEqualTypeOf<
      PaymentErrorDetails['issues']
    >()
  })

  it('narrows what a host caught: instanceof gives a known code, and the code its value', () => {
    const error = caught(new PorticoError('SWITCH_FAILED', 'No switch', { caipNetworkId: 'x' }))
    if (!(error instanceof PorticoError)) throw new Error('expected a PorticoError')
    expectTypeOf(error.code).toEqualTypeOf<ErrorCode>()
    expectTypeOf(error.details.anything).toEqualTypeOf<unknown>()
    // @ts-expect-error comparing with a code that does not exist is a compile error
    expect(error.code === 'PAY_TYPO').toBe(false)
    if (error.code === 'SWITCH_FAILED') expectTypeOf(error.code).toEqualTypeOf<'SWITCH_FAILED'>()
    expect(error.code).toBe('SWITCH_FAILED')
  })

  it('carries the cause, and walk() finds one down the chain, typed by its test', () => {
    const fromWallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = toWalletError(fromWallet, 'personal_sign')
    const error = new PorticoError('CONNECTION_FAILED', 'Failed to connect', undefined, {
      cause: wallet,
    })
    expectTypeOf(error.cause).toEqualTypeOf<unknown>()
    expect(error.cause).toBe(wallet)
    const found = error.walk((each): each is WalletError => each instanceof WalletError)
    expectTypeOf(found).toEqualTypeOf<WalletError | null>()
    expect(found?.code).toBe('WALLET_REJECTED')
    expect(found?.details.walletCode).toBe(4001)
    expect(error.walk()).toBe(fromWallet)
  })

  it('subclasses are PorticoErrors with their family of codes', () => {
    const options = new OptionsError('INVALID_ARGUMENT', 'Invalid argument: x')
    expectTypeOf(options.code).toEqualTypeOf<'INVALID_OPTIONS' | 'INVALID_ARGUMENT'>()
    expect(caught(options)).toBeInstanceOf(PorticoError)
    // @ts-expect-error not a code of the family
    expect(new OptionsError('MODAL_CLOSED', 'x').code).toBe('MODAL_CLOSED')
  })
})
