import { describe, expect, it } from 'vitest'
import { PorticoError } from '../../errors/PorticoError'
import {
  WALLET_ERROR_CODES,
  isChainUnknown,
  isMethodMissing,
  isUserRejection,
  toWalletError,
  walletErrorCode,
  walletErrorReason,
} from './walletErrors'

const walletError = (code: unknown, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, data })

describe('wallet error codes', () => {
  it.each([
    [4001, 'WALLET_REJECTED'],
    [4100, 'WALLET_UNAUTHORIZED'],
    [4200, 'WALLET_UNSUPPORTED_METHOD'],
    [4900, 'WALLET_DISCONNECTED'],
    [4901, 'WALLET_CHAIN_DISCONNECTED'],
    [4902, 'WALLET_UNRECOGNIZED_CHAIN'],
    [5000, 'WALLET_DEFAULT_ERROR'],
    [32603, 'WALLET_INVALID_CHAIN_ID'],
    [-32700, 'RPC_PARSE_ERROR'],
    [-32600, 'RPC_INVALID_REQUEST'],
    [-32601, 'RPC_METHOD_NOT_FOUND'],
    [-32602, 'RPC_INVALID_PARAMS'],
    [-32603, 'RPC_INTERNAL_ERROR'],
    [-32000, 'RPC_INVALID_INPUT'],
    [-32001, 'RPC_RESOURCE_NOT_FOUND'],
    [-32002, 'RPC_RESOURCE_UNAVAILABLE'],
    [-32003, 'RPC_TRANSACTION_REJECTED'],
    [-32004, 'RPC_METHOD_NOT_SUPPORTED'],
    [-32005, 'RPC_LIMIT_EXCEEDED'],
    [-32006, 'RPC_VERSION_NOT_SUPPORTED'],
    [5700, 'WALLET_UNSUPPORTED_CAPABILITY'],
    [5710, 'WALLET_UNSUPPORTED_CHAIN_ID'],
    [5720, 'WALLET_DUPLICATE_ID'],
    [5730, 'WALLET_UNKNOWN_BUNDLE_ID'],
    [5740, 'WALLET_BUNDLE_TOO_LARGE'],
    [5750, 'WALLET_ATOMIC_UPGRADE_REJECTED'],
    [5760, 'WALLET_ATOMICITY_NOT_SUPPORTED'],
  ])('%i becomes %s with the wallet message kept', (code, portico) => {
    const error = toWalletError(walletError(code, 'what the wallet said', { x: 1 }), 'eth_call')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe(portico)
    expect(error.shortMessage).toBe('what the wallet said')
    expect(error.details).toEqual({ walletCode: code, method: 'eth_call', data: { x: 1 } })
  })

  it('covers every code of SPEC §8', () => {
    expect(Object.keys(WALLET_ERROR_CODES)).toHaveLength(27)
  })

  it('maps an unknown code or no code at all to WALLET_UNKNOWN_ERROR', () => {
    expect(toWalletError(walletError(1234, 'odd')).code).toBe('WALLET_UNKNOWN_ERROR')
    const bare = toWalletError('boom', 'personal_sign')
    expect(bare.code).toBe('WALLET_UNKNOWN_ERROR')
    expect(bare.shortMessage).toBe('The wallet failed personal_sign')
    expect(toWalletError(new Error('plain')).shortMessage).toBe('plain')
  })

  it('passes a PorticoError through unchanged', () => {
    const original = new PorticoError('INVALID_WALLET_RESPONSE', 'bad')
    expect(toWalletError(original)).toBe(original)
  })

  it('finds the code nested in data.originalError first, as MetaMask mobile reports it', () => {
    const nested = walletError(-32603, 'Internal JSON-RPC error.', {
      originalError: { code: 4902, message: 'Unrecognized chain ID "0x2105".' },
    })
    expect(walletErrorCode(nested)).toBe(4902)
    expect(walletErrorReason(nested)).toBe('Unrecognized chain ID "0x2105".')
    expect(isChainUnknown(nested)).toBe(true)
    expect(toWalletError(nested).code).toBe('WALLET_UNRECOGNIZED_CHAIN')
  })

  it('looks through cause chains and numeric strings', () => {
    const wrapped = Object.assign(new Error('outer'), {
      cause: { code: '4001', message: 'User rejected the request.' },
    })
    expect(walletErrorCode(wrapped)).toBe(4001)
    expect(isUserRejection(wrapped)).toBe(true)
    expect(walletErrorReason(wrapped)).toBe('User rejected the request.')
  })

  it('does not loop on a cyclic cause', () => {
    const cyclic: { cause?: unknown; message: string } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(walletErrorCode(cyclic)).toBeUndefined()
  })

  it('classifies chain-unknown and method-missing answers', () => {
    for (const code of [4902, 5000, 32603]) expect(isChainUnknown({ code })).toBe(true)
    for (const code of [4001, -32603, 4100]) expect(isChainUnknown({ code })).toBe(false)
    for (const code of [4200, -32601, -32004]) expect(isMethodMissing({ code })).toBe(true)
    expect(isMethodMissing({ code: 4001 })).toBe(false)
  })

  // Found by the fuzz suite (tests/fuzz/walletRpc.fuzz.test.ts).
  it('reads nothing from getters or proxies that throw, and still gives a PorticoError', () => {
    const throwingCause = Object.defineProperty({ code: 4001 }, 'cause', {
      get: () => {
        throw new Error('hostile getter')
      },
    })
    expect(walletErrorCode(throwingCause)).toBe(4001)
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('hostile proxy')
        },
      },
    )
    expect(walletErrorCode(proxy)).toBeUndefined()
    expect(walletErrorReason(proxy)).toBeUndefined()
    const error = toWalletError(proxy, 'eth_accounts')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe('WALLET_UNKNOWN_ERROR')
  })
})
