import {
  ONRAMP_BANK_LIMITS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_FALLBACK_CURRENCIES,
  ONRAMP_FALLBACK_LIMITS,
} from 'portico/plugin'
import { fromCents, toCents } from './fiat'
import type { OnrampOptions, PaymentMethod } from './schemas'

/** The amount a method takes, in the payment currency, as decimal strings. */
export interface AmountLimits {
  min: string
  max: string
}

const DEFAULT_LIMITS: Record<PaymentMethod, AmountLimits> = {
  card: {
    min: fromCents(BigInt(ONRAMP_CARD_LIMITS.min) * 100n),
    max: fromCents(BigInt(ONRAMP_CARD_LIMITS.max) * 100n),
  },
  ach_bank_account: {
    min: fromCents(BigInt(ONRAMP_BANK_LIMITS.min) * 100n),
    max: fromCents(BigInt(ONRAMP_BANK_LIMITS.max) * 100n),
  },
}

/** The payment currencies offered: the options' own, or USD and EUR when they are unknown. */
export function paymentCurrencyIds(options: OnrampOptions | undefined): string[] {
  const listed = options?.paymentCurrencies.map((currency) => currency.id) ?? []
  return listed.length > 0 ? listed : [...ONRAMP_FALLBACK_CURRENCIES]
}

/**
 * The limits of paying with `method` in `currency`: the options' own; the method's default
 * limits when the options list the currency without the method; the fallback limits when the
 * options could not be read. Undefined when the options know the currency not at all.
 */
export function limitsFor(
  options: OnrampOptions | undefined,
  currency: string,
  method: PaymentMethod,
): AmountLimits | undefined {
  if (!options || options.paymentCurrencies.length === 0) {
    const fallback = (ONRAMP_FALLBACK_CURRENCIES as readonly string[]).includes(currency)
    return fallback ? { ...ONRAMP_FALLBACK_LIMITS[method] } : undefined
  }
  const listed = options.paymentCurrencies.find((entry) => entry.id === currency)
  if (!listed) return undefined
  const limit = listed.payment_method_limits.find((entry) => entry.id === method)
  return limit ? { min: limit.min, max: limit.max } : DEFAULT_LIMITS[method]
}

/** Why an amount cannot be bought, or undefined when it can. */
export type AmountIssue = 'empty' | 'invalid' | 'belowMin' | 'aboveMax'

/** Checks a typed amount (a decimal string, at most cents) against the limits, inclusive. */
export function amountIssue(amount: string, limits: AmountLimits): AmountIssue | undefined {
  if (amount.trim() === '') return 'empty'
  const cents = toCents(amount)
  if (cents === undefined || cents === 0n) return 'invalid'
  const min = toCents(limits.min)
  const max = toCents(limits.max)
  if (min !== undefined && cents < min) return 'belowMin'
  if (max !== undefined && cents > max) return 'aboveMax'
  return undefined
}
