// Fuzz: every wallet RPC result (core/chains/adapters/eip155Rpc.ts), every wallet error
// (walletErrors.ts) and the eip155 adapter that applies them to a wallet answering anything.
// A wallet is code of someone else's: whatever it answers or throws, the kit gets a parsed
// value or a PorticoError.
import * as fc from 'fast-check'
import { getAddress, isHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { PorticoError } from 'portico'
import { findCatalogueNetwork } from '../../core/chains/catalogue'
import type { Network } from '../../core/chains/network'
import { createEip155Adapter } from '../../core/chains/adapters/eip155'
import type { Eip1193Provider, Eip1193RequestArguments } from '../../core/chains/adapters/eip1193'
import {
  parseAccounts,
  parseChainId,
  parseHash,
  parseQuantity,
  parseSignature,
} from '../../core/chains/adapters/eip155Rpc'
import {
  WALLET_ERROR_CODES,
  isChainUnknown,
  isMethodMissing,
  isUserRejection,
  toWalletError,
  walletErrorCode,
  walletErrorReason,
} from '../../core/chains/adapters/walletErrors'
import { anything, hostileObject, nearValid, nearValue, trickyString } from './arbitraries'
import { neverThrows, outcomeOf, settledOutcomeOf } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'

const hexDigits = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
    minLength: length,
    maxLength: length,
  })

const address = fc.oneof(
  hexDigits(40).map((hex) => `0x${hex.toLowerCase()}`),
  hexDigits(40).map((hex) => getAddress(`0x${hex.toLowerCase()}`)),
  hexDigits(40).map((hex) => `0x${hex}`),
)
const quantity = fc
  .bigInt({ min: 0n, max: 2n ** 256n - 1n })
  .map((value) => `0x${value.toString(16)}`)
const hash = hexDigits(64).map((hex) => `0x${hex}`)
const signature = fc
  .integer({ min: 1, max: 200 })
  .chain((bytes) => hexDigits(bytes * 2).map((hex) => `0x${hex}`))

/** What a wallet could answer in place of a result: anything, near the right shape, or hostile. */
const answer = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 2, arbitrary: anything },
    { weight: 4, arbitrary: nearValid(valid) },
    { weight: 1, arbitrary: hostileObject() },
  )

const isInvalidResponse = (error: PorticoError) => error.code === 'INVALID_WALLET_RESPONSE'

describe('fuzz: wallet RPC results', () => {
  it(
    'accounts: checksummed addresses, or INVALID_WALLET_RESPONSE',
    () => {
      fc.assert(
        fc.property(answer(fc.array(address, { maxLength: 4 })), (value) => {
          const outcome = outcomeOf(() => parseAccounts(value, 'eth_accounts'))
          if (outcome.ok) {
            for (const parsed of outcome.value) expect(getAddress(parsed)).toBe(parsed)
          } else expect(isInvalidResponse(outcome.error)).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'chain id: a positive safe integer, or INVALID_WALLET_RESPONSE',
    () => {
      fc.assert(
        fc.property(answer(fc.oneof(quantity, fc.constant('0x2105'))), (value) => {
          const outcome = outcomeOf(() => parseChainId(value, 'eth_chainId'))
          if (outcome.ok) {
            expect(Number.isSafeInteger(outcome.value) && outcome.value > 0).toBe(true)
          } else expect(isInvalidResponse(outcome.error)).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'quantity: a bigint ≥ 0, or INVALID_WALLET_RESPONSE',
    () => {
      fc.assert(
        fc.property(answer(quantity), (value) => {
          const outcome = outcomeOf(() => parseQuantity(value, 'eth_getBalance'))
          if (outcome.ok) expect(outcome.value >= 0n).toBe(true)
          else expect(isInvalidResponse(outcome.error)).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'transaction hash: 0x and 64 hex characters, or INVALID_WALLET_RESPONSE',
    () => {
      fc.assert(
        fc.property(answer(hash), (value) => {
          const outcome = outcomeOf(() => parseHash(value, 'eth_sendTransaction'))
          if (outcome.ok) expect(outcome.value).toMatch(/^0x[0-9a-fA-F]{64}$/)
          else expect(isInvalidResponse(outcome.error)).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'signature: whole bytes in hex, or INVALID_WALLET_RESPONSE',
    () => {
      fc.assert(
        fc.property(answer(signature), (value) => {
          const outcome = outcomeOf(() => parseSignature(value, 'personal_sign'))
          if (outcome.ok) expect(isHex(outcome.value) && outcome.value.length % 2 === 0).toBe(true)
          else expect(isInvalidResponse(outcome.error)).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})

/** An error as wallets really throw them: a code and a message, wrapped the usual ways. */
const walletCode = fc.oneof(
  fc.constantFrom(...Object.keys(WALLET_ERROR_CODES).map(Number)),
  fc.integer(),
)
const plainWalletError = fc.record(
  { code: fc.oneof(walletCode, walletCode.map(String)), message: trickyString, data: anything },
  { requiredKeys: ['code'] },
)
const walletError: fc.Arbitrary<unknown> = fc.oneof(
  plainWalletError,
  plainWalletError.map((inner) => ({
    code: -32603,
    message: 'Internal',
    data: { originalError: inner },
  })),
  plainWalletError.map((inner) => Object.assign(new Error('wrapped'), { cause: inner })),
)
const thrownByWallet = fc.oneof(
  { weight: 2, arbitrary: anything },
  { weight: 4, arbitrary: nearValid(walletError) },
  { weight: 1, arbitrary: hostileObject() },
)

describe('fuzz: wallet errors', () => {
  it(
    'reading a code or a reason never throws, and answers a number or a string',
    () => {
      fc.assert(
        fc.property(thrownByWallet, (error) => {
          const code = neverThrows(() => walletErrorCode(error))
          expect(code === undefined || Number.isSafeInteger(code) || Number.isFinite(code)).toBe(
            true,
          )
          const reason = neverThrows(() => walletErrorReason(error))
          expect(reason === undefined || typeof reason === 'string').toBe(true)
          for (const check of [isUserRejection, isChainUnknown, isMethodMissing]) {
            expect(typeof neverThrows(() => check(error))).toBe('boolean')
          }
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'toWalletError turns anything into a PorticoError, never throwing',
    () => {
      fc.assert(
        fc.property(
          thrownByWallet,
          fc.option(trickyString, { nil: undefined }),
          (error, method) => {
            const converted = neverThrows(() => toWalletError(error, method))
            expect(converted).toBeInstanceOf(PorticoError)
            expect(typeof converted.message).toBe('string')
          },
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})

/**
 * A wallet that answers each request from a script: a value (any), or a throw (any). The
 * script is drawn per case, so every method sees every kind of answer.
 */
type Script = (args: Eip1193RequestArguments) => { value: unknown } | { thrown: unknown }

function scriptedProvider(script: Script): Eip1193Provider & {
  emit(event: string, payload: unknown): void
} {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  return {
    request(args) {
      const reply = script(args)
      return 'thrown' in reply ? Promise.reject(reply.thrown) : Promise.resolve(reply.value)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}

const VALID_ANSWERS: Record<string, fc.Arbitrary<unknown>> = {
  eth_requestAccounts: fc.array(address, { minLength: 1, maxLength: 3 }),
  eth_accounts: fc.array(address, { maxLength: 3 }),
  eth_chainId: fc.constantFrom('0x1', '0x2105', '0x7a69'),
  personal_sign: signature,
  eth_sendTransaction: hash,
  eth_estimateGas: quantity,
  wallet_switchEthereumChain: fc.constant(null),
  wallet_addEthereumChain: fc.constant(null),
  wallet_revokePermissions: fc.constant(null),
}

/** Per method: a right answer, a near one, anything, or a throw of anything. */
const replyFor = (method: string) =>
  fc.oneof(
    { weight: 3, arbitrary: (VALID_ANSWERS[method] ?? anything).map((value) => ({ value })) },
    { weight: 2, arbitrary: answer(VALID_ANSWERS[method] ?? anything).map((value) => ({ value })) },
    { weight: 2, arbitrary: thrownByWallet.map((thrown) => ({ thrown })) },
  )

const script: fc.Arbitrary<Script> = fc
  .record(
    Object.fromEntries(Object.keys(VALID_ANSWERS).map((method) => [method, replyFor(method)])),
  )
  .map((replies) => (args) => replies[args.method] ?? { thrown: { code: 4200, message: 'no' } })

const BASE = findCatalogueNetwork('eip155:8453') as Network
const ACCOUNT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('fuzz: the eip155 adapter on a wallet answering anything', () => {
  it(
    'every operation resolves with parsed values or rejects with a PorticoError',
    async () => {
      await fc.assert(
        fc.asyncProperty(script, async (answers) => {
          const provider = scriptedProvider(answers)
          const adapter = createEip155Adapter()
          const connected = await settledOutcomeOf(() => adapter.connect(provider))
          if (connected.ok) {
            expect(connected.value.caipAddress).toMatch(/^eip155:\d+:0x[0-9a-fA-F]{40}$/)
          }
          const restored = await settledOutcomeOf(() => adapter.reconnect(provider))
          if (restored.ok && restored.value) {
            expect(restored.value.accounts.length).toBeGreaterThan(0)
          }
          await settledOutcomeOf(() => adapter.switchNetwork(BASE))
          await settledOutcomeOf(() => adapter.signMessage('hello', ACCOUNT))
          await settledOutcomeOf(() =>
            adapter.sendTransaction({ kind: 'native', from: ACCOUNT, to: ACCOUNT, value: 1n }),
          )
          const gas = await settledOutcomeOf(() =>
            adapter.estimateGas({ kind: 'native', from: ACCOUNT, to: ACCOUNT, value: 1n }),
          )
          if (gas.ok) expect(gas.value >= 0n).toBe(true)
          await settledOutcomeOf(() => adapter.disconnect())
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'wallet events with any payload never throw, and listeners see only parsed values',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              event: fc.constantFrom('accountsChanged', 'chainChanged', 'disconnect'),
              payload: fc.oneof(
                answer(VALID_ANSWERS.eth_accounts ?? anything),
                answer(quantity),
                nearValue,
              ),
            }),
            { maxLength: 5 },
          ),
          async (events) => {
            const provider = scriptedProvider((args) => ({
              value: args.method === 'eth_chainId' ? '0x1' : [ACCOUNT],
            }))
            const adapter = createEip155Adapter()
            const seen: unknown[] = []
            adapter.watch((event) => seen.push(event))
            await adapter.connect(provider)
            for (const { event, payload } of events) {
              neverThrows(() => provider.emit(event, payload))
            }
            for (const event of seen as {
              type: string
              accounts?: { address: string }[]
              caipNetworkId?: string
            }[]) {
              if (event.type === 'accountsChanged') {
                for (const account of event.accounts ?? []) {
                  expect(getAddress(account.address)).toBe(account.address)
                }
              }
              if (event.type === 'chainChanged')
                expect(event.caipNetworkId).toMatch(/^eip155:[1-9]\d*$/)
            }
          },
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
