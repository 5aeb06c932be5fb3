import {
  absoluteUrl,
  formatAmount,
  formatIssues,
  isCaipNetworkId,
  isValidAddress,
  MAX_AMOUNT_UNITS,
  parseAmount,
  parseCaipNetworkId,
  type CaipNetworkId,
} from 'portico/plugin'
import * as z from 'zod/mini'
import { canonicalAmount, fractionDigits, isPositive } from './amount'
import { hasTokens } from './assetIds'
import { NATIVE_ASSET } from './constants'
import { paymentError } from './errors'
import type { AssetMetadata, PaymentErrorCode } from './types'

/** A payment config after validation, as the store keeps it: plain data, the amount exact. */
export interface PaymentConfig {
  paymentAsset: { network: CaipNetworkId; asset: string; metadata: AssetMetadata }
  recipient: string
  /** Canonical decimal string in the asset's units ("0.01", "25"). */
  amount: string
  openInNewTab: boolean
  redirectUrl?: { success: string; failure: string }
  payWithExchange?: { includeOnly?: string[]; exclude?: string[] }
}

/** ERC-20 `decimals()` is a uint8: no asset has more. */
const MAX_DECIMALS = 255

const required = z.string().check(z.minLength(1, 'is required'))

const paymentConfigSchema = z.object({
  paymentAsset: z.object({
    network: z
      .string()
      .check(z.refine(isCaipNetworkId, 'must be a CAIP-2 network id such as "eip155:8453"')),
    asset: required,
    metadata: z.object({
      name: required,
      symbol: required,
      decimals: z
        .number()
        .check(
          z.refine(
            (value) => Number.isInteger(value) && value >= 0 && value <= MAX_DECIMALS,
            `must be a whole number from 0 to ${MAX_DECIMALS}`,
          ),
        ),
    }),
  }),
  recipient: required,
  amount: z.union([z.number(), z.string()]).check(
    z.refine((value) => {
      const amount = canonicalAmount(value)
      return amount !== undefined && isPositive(amount)
    }, 'must be a number greater than 0'),
  ),
  openInNewTab: z.optional(z.boolean()),
  redirectUrl: z.optional(z.object({ success: absoluteUrl, failure: absoluteUrl })),
  payWithExchange: z.optional(
    z.object({
      includeOnly: z.optional(z.array(z.string())),
      exclude: z.optional(z.array(z.string())),
    }),
  ),
})

/** Which code a bad field gets; anything not named here is the config's own. */
function codeOfPath(path: readonly PropertyKey[]): PaymentErrorCode {
  const [first, second] = path
  if (first === 'recipient') return 'INVALID_RECIPIENT'
  if (first === 'amount') return 'INVALID_AMOUNT'
  if (first === 'paymentAsset' && second === 'asset') return 'INVALID_ASSET'
  return 'INVALID_PAYMENT_CONFIG'
}

// When several fields are wrong, the code of the first in this order wins.
const CODE_ORDER: readonly PaymentErrorCode[] = [
  'INVALID_PAYMENT_CONFIG',
  'INVALID_RECIPIENT',
  'INVALID_ASSET',
  'INVALID_AMOUNT',
]

interface FieldIssue {
  path: PropertyKey[]
  message: string
}

/** One coded error for every bad field; `described` names them (see formatIssues). */
function invalid(issues: readonly FieldIssue[], described: string) {
  const codes = new Set(issues.map((issue) => codeOfPath(issue.path)))
  const code = CODE_ORDER.find((candidate) => codes.has(candidate)) ?? 'INVALID_PAYMENT_CONFIG'
  return paymentError(code, `Invalid payment config: ${described}`, {
    issues: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  })
}

const describeFields = (issues: readonly FieldIssue[]) =>
  issues.map((issue) => `config.${issue.path.map(String).join('.')}: ${issue.message}`).join('; ')

/** The checks that need two fields: addresses and precision depend on the asset's network. */
function crossFieldIssues(config: PaymentConfig): FieldIssue[] {
  const { network, asset, metadata } = config.paymentAsset
  const { namespace } = parseCaipNetworkId(network)
  const issues: FieldIssue[] = []
  if (asset !== NATIVE_ASSET) {
    if (!hasTokens(namespace)) {
      issues.push({
        path: ['paymentAsset', 'asset'],
        message: `must be "${NATIVE_ASSET}": ${namespace} payments are made in the network's own currency`,
      })
    } else if (!isValidAddress(namespace, asset)) {
      issues.push({
        path: ['paymentAsset', 'asset'],
        message: `must be "${NATIVE_ASSET}" or a token address on ${network}`,
      })
    }
  }
  if (!isValidAddress(namespace, config.recipient)) {
    issues.push({ path: ['recipient'], message: `must be an address on ${network}` })
  }
  if (fractionDigits(config.amount) > metadata.decimals) {
    issues.push({
      path: ['amount'],
      message: `has more decimal places than ${metadata.symbol} allows (${metadata.decimals})`,
    })
  } else if (parseAmount(config.amount, metadata.decimals) > MAX_AMOUNT_UNITS) {
    // No transaction can carry it: refused here, not by the wallet halfway through.
    issues.push({
      path: ['amount'],
      message: `is more than a transfer can carry (at most ${formatAmount(MAX_AMOUNT_UNITS, metadata.decimals)} ${metadata.symbol})`,
    })
  }
  return issues
}

/**
 * Validates a host's payment config. A mistake throws a PorticoError whose code
 * names the bad part (INVALID_PAYMENT_CONFIG, INVALID_RECIPIENT, INVALID_ASSET,
 * INVALID_AMOUNT), whose message names each bad field, and whose `details.issues` lists them.
 */
export function parsePaymentConfig(input: unknown): PaymentConfig {
  const parsed = paymentConfigSchema.safeParse(input)
  if (!parsed.success) {
    throw invalid(parsed.error.issues, formatIssues(parsed.error.issues, 'config'))
  }
  const { paymentAsset, recipient, amount, openInNewTab, redirectUrl, payWithExchange } =
    parsed.data
  const config: PaymentConfig = {
    paymentAsset: { ...paymentAsset, network: paymentAsset.network as CaipNetworkId },
    recipient,
    // Checked by the schema's refinement just above.
    amount: canonicalAmount(amount) ?? '0',
    openInNewTab: openInNewTab ?? true,
    ...(redirectUrl && { redirectUrl }),
    ...(payWithExchange && { payWithExchange }),
  }
  const issues = crossFieldIssues(config)
  if (issues.length > 0) throw invalid(issues, describeFields(issues))
  return config
}
