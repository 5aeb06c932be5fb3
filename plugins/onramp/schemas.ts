import * as z from 'zod/mini'

/**
 * The onramp calls of the blockchain services: the options (what can be bought, with what and
 * within which limits), a quote, and the provider's checkout URL. The kit parses every answer
 * with these, and the local provider of demo/services and the msw handlers of the tests answer
 * through them too, so the three cannot drift. Fiat and crypto amounts are decimal strings.
 */

export const ONRAMP_PATHS = {
  options: '/v1/onramp/options',
  quote: '/v1/onramp/quote',
  url: '/v1/generators/onrampurl',
} as const

/** How the visitor pays the provider: a card, or a bank transfer (ACH in the US). */
export const PAYMENT_METHODS = ['card', 'ach_bank_account'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

// A non-negative decimal with no exponent and no sign: "10", "7500.00", "0.000123".
const DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/
export const decimalSchema = z
  .string()
  .check(z.refine((value) => DECIMAL.test(value), 'must be a decimal amount such as "10.00"'))

const nonEmpty = () => z.string().check(z.minLength(1))

/** A network a purchase currency can be delivered on. */
export const onrampNetworkSchema = z.object({
  name: nonEmpty(),
  display_name: nonEmpty(),
  /** The EVM chain id as a decimal string ("8453"). */
  chain_id: z.string().check(z.refine((value) => /^\d+$/.test(value), 'must be a chain id')),
  /** The token's contract on that network; empty for the network's own currency. */
  contract_address: z.string(),
})
export type OnrampNetwork = z.infer<typeof onrampNetworkSchema>

export const purchaseCurrencySchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  symbol: nonEmpty(),
  networks: z.array(onrampNetworkSchema),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

export const paymentMethodLimitSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  min: decimalSchema,
  max: decimalSchema,
})
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimitSchema>

export const paymentCurrencySchema = z.object({
  /** ISO 4217: USD, EUR. */
  id: z.string().check(z.refine((value) => /^[A-Z]{3}$/.test(value), 'must be an ISO 4217 code')),
  payment_method_limits: z.array(paymentMethodLimitSchema),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

/** `GET /v1/onramp/options`. */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  paymentCurrencies: z.array(paymentCurrencySchema),
})
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

/** `POST /v1/onramp/quote`: `amount` is what the visitor converts, in `paymentCurrency`. */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: nonEmpty(),
  paymentCurrency: paymentCurrencySchema.shape.id,
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: decimalSchema,
  network: nonEmpty(),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>

export const moneySchema = z.object({ value: decimalSchema, currency: nonEmpty() })
export type Money = z.infer<typeof moneySchema>

/** The quote: the fees, what is converted, what is charged, what arrives. */
export const onrampQuoteSchema = z.object({
  fees: z.array(z.object({ type: z.enum(['provider', 'network']), amount: moneySchema })),
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: nonEmpty(),
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

/** Where the purchase goes: the visitor's address, and the networks and assets it takes. */
export const destinationWalletSchema = z.object({
  address: nonEmpty(),
  blockchains: z.array(nonEmpty()),
  assets: z.optional(z.array(nonEmpty())),
})

/** `POST /v1/generators/onrampurl`. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z.array(destinationWalletSchema).check(z.minLength(1)),
  defaultNetwork: nonEmpty(),
  /** Ties the provider's purchases to this visitor's address, never to a person. */
  partnerUserId: nonEmpty(),
  defaultExperience: z.enum(['buy']),
  presetCryptoAmount: z.optional(decimalSchema),
  presetFiatAmount: z.optional(decimalSchema),
  fiatCurrency: z.optional(paymentCurrencySchema.shape.id),
  defaultPaymentMethod: z.optional(z.enum(PAYMENT_METHODS)),
  /** The modal's language, for the provider's page. */
  locale: z.optional(nonEmpty()),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>

export const onrampUrlResponseSchema = z.object({ url: nonEmpty() })
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>
