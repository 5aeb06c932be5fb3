import {
  isValidAddress,
  MAX_AMOUNT_UNITS,
  parseAmount,
  PorticoError,
  type ChainNamespace,
  type TokenBalanceEntry,
} from 'portico/plugin'
import { formatTokenAmount } from 'portico/ui'
import type { ReceiverLookup } from './slice'
import { balanceOf, decimalsOf } from './tokens'

/**
 * The send rules as pure functions. Each problem is a translation key of the send
 * namespace with its values, so the views and the snackbar show it in the visitor's language;
 * the English texts are the locale's own.
 */

export const SEND_MESSAGES = {
  amountAndReceiverRequired: 'errors.amountAndReceiverRequired',
  tokenRequired: 'errors.tokenRequired',
  unsupportedChain: 'errors.unsupportedChain',
  notConnected: 'errors.notConnected',
  amountNotNumeric: 'errors.amountNotNumeric',
  amountNotPositive: 'errors.amountNotPositive',
  amountTooManyDecimals: 'errors.amountTooManyDecimals',
  amountAboveBalance: 'errors.amountAboveBalance',
  amountTooLarge: 'errors.amountTooLarge',
  tokenDecimalsInvalid: 'errors.tokenDecimalsInvalid',
  receiverInvalid: 'errors.receiverInvalid',
  receiverBadChecksum: 'errors.receiverBadChecksum',
  receiverNotFound: 'errors.receiverNotFound',
  receiverLookupFailed: 'errors.receiverLookupFailed',
  receiverPending: 'errors.receiverPending',
  insufficientForFee: 'errors.insufficientForFee',
  feeUnavailable: 'errors.feeUnavailable',
} as const

export type SendMessageKey = (typeof SEND_MESSAGES)[keyof typeof SEND_MESSAGES]

/** Which part of the form a problem belongs to; `form` for the ones about several fields. */
export type SendField = 'form' | 'token' | 'amount' | 'receiver'

export interface SendIssue {
  field: SendField
  key: SendMessageKey
  /**
   * The message's values, as data: an amount (`balance`) is a decimal string, written in the
   * reader's language by `issueValues`.
   */
  values?: Record<string, string | number>
}

/** The values of issues that are token amounts. */
const AMOUNT_VALUES = new Set(['balance'])

/** An issue's values for a reader in `language`: its amounts grouped and cut, in Latin digits. */
export function issueValues(
  issue: SendIssue,
  language: string,
): Record<string, string | number> | undefined {
  if (!issue.values) return undefined
  return Object.fromEntries(
    Object.entries(issue.values).map(([name, value]) => [
      name,
      AMOUNT_VALUES.has(name) && typeof value === 'string'
        ? formatTokenAmount(value, language)
        : value,
    ]),
  )
}

/** What the rules look at: the form as typed, and the namespace it is sent in. */
export interface SendForm {
  namespace: ChainNamespace | undefined
  token: TokenBalanceEntry | undefined
  sendTokenAmount: string
  receiverInput: string
  receiverAddress: string | undefined
  receiverLookup: ReceiverLookup
}

const AMOUNT_ERRORS: Record<string, SendMessageKey> = {
  AMOUNT_NOT_NUMERIC: SEND_MESSAGES.amountNotNumeric,
  AMOUNT_NEGATIVE: SEND_MESSAGES.amountNotPositive,
  AMOUNT_TOO_MANY_DECIMALS: SEND_MESSAGES.amountTooManyDecimals,
  INVALID_DECIMALS: SEND_MESSAGES.tokenDecimalsInvalid,
}

/**
 * The amount in the token's smallest unit, parsed exactly with its decimals (`1.5` USDC is
 * 1500000), or the problem with it.
 */
export function parseSendAmount(
  amount: string,
  token: TokenBalanceEntry,
): { value: bigint } | { issue: SendIssue } {
  const decimals = decimalsOf(token)
  let value: bigint
  try {
    value = parseAmount(amount, decimals)
  } catch (error) {
    const key = error instanceof PorticoError ? AMOUNT_ERRORS[error.code] : undefined
    if (!key) throw error
    return { issue: { field: 'amount', key, values: { symbol: token.symbol, decimals } } }
  }
  if (value === 0n) return { issue: { field: 'amount', key: SEND_MESSAGES.amountNotPositive } }
  // More than a uint256 holds: no transaction can carry it, whatever the balance says (or when
  // it is not known).
  if (value > MAX_AMOUNT_UNITS) {
    return {
      issue: {
        field: 'amount',
        key: SEND_MESSAGES.amountTooLarge,
        values: { symbol: token.symbol },
      },
    }
  }
  const balance = balanceOf(token)
  if (balance !== undefined && value > balance) {
    return {
      issue: {
        field: 'amount',
        key: SEND_MESSAGES.amountAboveBalance,
        values: { balance: token.quantity.numeric, symbol: token.symbol },
      },
    }
  }
  return { value }
}

/** The problem with the typed amount, if any; an empty amount is left to `requiredIssues`. */
export function amountIssue(
  amount: string,
  token: TokenBalanceEntry | undefined,
): SendIssue | undefined {
  if (amount.trim() === '' || !token) return undefined
  const parsed = parseSendAmount(amount, token)
  return 'issue' in parsed ? parsed.issue : undefined
}

const UNRESOLVED: Partial<Record<ReceiverLookup, SendMessageKey>> = {
  invalid: SEND_MESSAGES.receiverInvalid,
  badChecksum: SEND_MESSAGES.receiverBadChecksum,
  notFound: SEND_MESSAGES.receiverNotFound,
  failed: SEND_MESSAGES.receiverLookupFailed,
  // Typed, not resolved yet: the send waits for the lookup rather than guessing.
  idle: SEND_MESSAGES.receiverPending,
  resolving: SEND_MESSAGES.receiverPending,
}

/**
 * The problem with the receiver, if any: not an address or name, a failed checksum, a name
 * nobody holds, a failed lookup, a lookup still running, or a resolved address that is not
 * one of the namespace (checked again: the namespace may have changed since).
 */
export function receiverIssue(form: SendForm): SendIssue | undefined {
  const input = form.receiverInput.trim()
  if (input === '') return undefined
  const unresolved = UNRESOLVED[form.receiverLookup]
  if (unresolved) return { field: 'receiver', key: unresolved, values: { name: input } }
  const { receiverAddress, namespace } = form
  if (!receiverAddress || !namespace || !isValidAddress(namespace, receiverAddress)) {
    return { field: 'receiver', key: SEND_MESSAGES.receiverInvalid, values: { name: input } }
  }
  return undefined
}

/** An amount and a receiver address are required, and so is a token. */
export function requiredIssues(form: SendForm): SendIssue[] {
  const issues: SendIssue[] = []
  if (form.sendTokenAmount.trim() === '' || form.receiverInput.trim() === '') {
    issues.push({ field: 'form', key: SEND_MESSAGES.amountAndReceiverRequired })
  }
  if (!form.token) issues.push({ field: 'token', key: SEND_MESSAGES.tokenRequired })
  return issues
}

/** Every problem of the form, in the order they are checked; empty when it can be sent. */
export function validateSend(form: SendForm): SendIssue[] {
  return [
    ...requiredIssues(form),
    amountIssue(form.sendTokenAmount, form.token),
    receiverIssue(form),
  ].filter((issue): issue is SendIssue => issue !== undefined)
}

/**
 * Whether the network fee can be paid: a native send pays amount and fee from one balance, a
 * token send pays the fee from the native balance. Undefined when it can, or when the native
 * balance is not known (the wallet has the last word then).
 */
export function feeIssue(fee: {
  sendsNative: boolean
  amount: bigint
  fee: bigint
  nativeBalance: bigint | undefined
  nativeSymbol: string
}): SendIssue | undefined {
  if (fee.nativeBalance === undefined) return undefined
  const needed = fee.sendsNative ? fee.amount + fee.fee : fee.fee
  if (needed <= fee.nativeBalance) return undefined
  return {
    field: 'form',
    key: SEND_MESSAGES.insufficientForFee,
    values: { symbol: fee.nativeSymbol },
  }
}
