import type { ErrorDetailsInput } from '../../errors/codes'
import { PorticoError, type PorticoErrorOptions } from '../../errors/PorticoError'

/**
 * Wallet RPC error codes: EIP-1193 provider errors, the chain-switch codes, the
 * JSON-RPC standard errors of EIP-1474 and the wallet_* errors of EIP-5792, each mapped to the
 * PorticoError code the kit reacts to.
 */
export const WALLET_ERROR_CODES = {
  4001: 'WALLET_REJECTED',
  4100: 'WALLET_UNAUTHORIZED',
  4200: 'WALLET_UNSUPPORTED_METHOD',
  4900: 'WALLET_DISCONNECTED',
  4901: 'WALLET_CHAIN_DISCONNECTED',
  4902: 'WALLET_UNRECOGNIZED_CHAIN',
  // 5000 is WalletConnect's catch-all; a switch failing with it is retried by adding the chain.
  5000: 'WALLET_DEFAULT_ERROR',
  // Positive 32603 is what some WalletConnect wallets answer for a chain they do not know.
  32603: 'WALLET_INVALID_CHAIN_ID',
  [-32700]: 'RPC_PARSE_ERROR',
  [-32600]: 'RPC_INVALID_REQUEST',
  [-32601]: 'RPC_METHOD_NOT_FOUND',
  [-32602]: 'RPC_INVALID_PARAMS',
  [-32603]: 'RPC_INTERNAL_ERROR',
  [-32000]: 'RPC_INVALID_INPUT',
  [-32001]: 'RPC_RESOURCE_NOT_FOUND',
  [-32002]: 'RPC_RESOURCE_UNAVAILABLE',
  [-32003]: 'RPC_TRANSACTION_REJECTED',
  [-32004]: 'RPC_METHOD_NOT_SUPPORTED',
  [-32005]: 'RPC_LIMIT_EXCEEDED',
  [-32006]: 'RPC_VERSION_NOT_SUPPORTED',
  5700: 'WALLET_UNSUPPORTED_CAPABILITY',
  5710: 'WALLET_UNSUPPORTED_CHAIN_ID',
  5720: 'WALLET_DUPLICATE_ID',
  5730: 'WALLET_UNKNOWN_BUNDLE_ID',
  5740: 'WALLET_BUNDLE_TOO_LARGE',
  5750: 'WALLET_ATOMIC_UPGRADE_REJECTED',
  5760: 'WALLET_ATOMICITY_NOT_SUPPORTED',
} as const satisfies Record<number, string>

export type WalletErrorCode =
  (typeof WALLET_ERROR_CODES)[keyof typeof WALLET_ERROR_CODES] | 'WALLET_UNKNOWN_ERROR'

/** The person declined in the wallet (a 4001): one code per operation. */
export type WalletRejectionCode =
  'CONNECTION_REJECTED' | 'SWITCH_REJECTED' | 'SIGNATURE_DECLINED' | 'TRANSACTION_REJECTED'

/**
 * A wallet's failure: its code follows the wallet's own (WALLET_ERROR_CODES), or names the
 * operation the person declined; the message is the wallet's own words, `details.walletCode`
 * the wallet's number and `cause` what the wallet threw.
 */
export class WalletError extends PorticoError<WalletErrorCode | WalletRejectionCode> {
  /** A wallet error with `code`, the wallet's words, its details and what it threw (`cause`). */
  constructor(
    code: WalletErrorCode | WalletRejectionCode,
    shortMessage: string,
    details: ErrorDetailsInput<WalletErrorCode | WalletRejectionCode>,
    options?: PorticoErrorOptions,
  ) {
    super(code, shortMessage, details, options)
  }
}

/** The chain-switch answers that mean "add the chain, then switch again". */
const CHAIN_UNKNOWN_CODES: ReadonlySet<number> = new Set([4902, 5000, 32603])
/** The answers of a wallet that does not implement a method at all. */
const METHOD_MISSING_CODES: ReadonlySet<number> = new Set([4200, -32601, -32004])

// Wrapping is shallow in practice (viem: error.cause; MetaMask mobile: data.originalError);
// the cap only guards against a cycle.
const MAX_DEPTH = 5

function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    // A throwing getter or proxy: the wallet told us nothing there.
    return undefined
  }
}

function asCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * Walks the ways wallets wrap an error: the wallet's own answer nested in
 * `data.originalError` (MetaMask mobile reports 4902 there under an outer -32603), then the
 * error itself, then `cause` (viem's wrappers). Yields the innermost answer first.
 */
function* layers(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; depth < MAX_DEPTH && current !== undefined && current !== null; depth++) {
    const original = field(field(current, 'data'), 'originalError')
    if (original !== undefined) yield original
    yield current
    current = field(current, 'cause')
  }
}

/** The wallet's numeric error code, looking through the usual wrappers; undefined if none. */
export function walletErrorCode(error: unknown): number | undefined {
  for (const layer of layers(error)) {
    const code = asCode(field(layer, 'code'))
    if (code !== undefined) return code
  }
  return undefined
}

/** The wallet's own message, where the code was found; undefined if it gave none. */
export function walletErrorReason(error: unknown): string | undefined {
  for (const layer of layers(error)) {
    if (asCode(field(layer, 'code')) === undefined) continue
    const message = field(layer, 'message')
    return typeof message === 'string' && message ? message : undefined
  }
  const message = field(error, 'message')
  return typeof message === 'string' && message ? message : undefined
}

/** True when the person declined in their wallet (4001). */
export function isUserRejection(error: unknown): boolean {
  return walletErrorCode(error) === 4001
}

/** True when a failed `wallet_switchEthereumChain` means the wallet does not know the chain. */
export function isChainUnknown(error: unknown): boolean {
  const code = walletErrorCode(error)
  return code !== undefined && CHAIN_UNKNOWN_CODES.has(code)
}

/** True when the wallet does not implement the method it was asked for. */
export function isMethodMissing(error: unknown): boolean {
  const code = walletErrorCode(error)
  return code !== undefined && METHOD_MISSING_CODES.has(code)
}

/**
 * Turns anything a wallet threw into a `WalletError` whose code follows the wallet's code
 * (`WALLET_UNKNOWN_ERROR` for a code not listed here) and whose message is the wallet's own.
 * A `PorticoError` passes through unchanged. `details` keeps the wallet code, the method
 * and the wallet's `data`; `cause` is what the wallet threw.
 */
export function toWalletError(error: unknown, method?: string): PorticoError {
  if (error instanceof PorticoError) return error
  const walletCode = walletErrorCode(error)
  const code: WalletErrorCode =
    (walletCode !== undefined &&
      (WALLET_ERROR_CODES as Record<number, WalletErrorCode | undefined>)[walletCode]) ||
    'WALLET_UNKNOWN_ERROR'
  const reason = walletErrorReason(error)
  const message = reason ?? (method ? `The wallet failed ${method}` : 'The wallet request failed')
  return new WalletError(
    code,
    message,
    { walletCode, method, data: field(error, 'data') },
    { cause: error },
  )
}
