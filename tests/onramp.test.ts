// @vitest-environment node
// The local onramp provider of the services (demo/services/onramp*.ts) on a real devnet: the
// options, quotes and URL generator answered through the onramp plugin's own schemas, a
// checkout whose card form is checked (Luhn, expiry, CVC) and whose accepted payment really
// transfers the purchase from a development account; the history lists it as an onramp buy.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { historyResponseSchema } from '../plugins/activity/schemas'
import {
  ONRAMP_PATHS,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
  type OnrampUrlRequest,
} from '../plugins/onramp/schemas'
import {
  expiryIssue,
  passesAba,
  passesLuhn,
  TEST_CARD_ACCEPTED,
  TEST_CARD_DECLINED,
  TEST_ROUTING_NUMBER,
} from '../demo/services/onrampCards'
import { ONRAMP_PAGE_TEXT } from '../demo/services/onrampPageText'
import { devnetWithServicesForSuite } from './support/devnetWithServices'

// A fresh address per test: balances start at zero, so what arrives is what was bought.
let nextRecipient = 0xb0
const freshRecipient = (): Address =>
  `0x${(nextRecipient++).toString(16).padStart(40, '0')}` as Address

const started = devnetWithServicesForSuite({ startTimeoutMs: 30_000 })

function stack() {
  const { devnet, services } = started()
  const [mainnet] = devnet.chains
  if (!mainnet) throw new Error('no Local Mainnet')
  return { mainnet, url: services.url }
}

async function call<S extends z.ZodMiniType>(schema: S, path: string, body?: unknown) {
  const response = await fetch(`${stack().url}${path}?projectId=local`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    body: response.ok ? schema.parse(await response.json()) : undefined,
  }
}

const client = () => createPublicClient({ transport: http(stack().mainnet.rpcUrl) })
const usdcOf = (owner: Address) =>
  client().readContract({
    address: stack().mainnet.tokens.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

const urlRequest = (recipient: Address, overrides: Partial<OnrampUrlRequest> = {}) => ({
  destinationWallets: [{ address: recipient, blockchains: ['local-mainnet'], assets: ['USDC'] }],
  defaultNetwork: 'local-mainnet',
  partnerUserId: recipient.toLowerCase(),
  defaultExperience: 'buy',
  presetFiatAmount: '25',
  fiatCurrency: 'USD',
  defaultPaymentMethod: 'card',
  ...overrides,
})

/** A checkout session's page URL for `recipient`. */
async function checkout(recipient: Address, overrides: Partial<OnrampUrlRequest> = {}) {
  const answer = await call(
    onrampUrlResponseSchema,
    ONRAMP_PATHS.url,
    urlRequest(recipient, overrides),
  )
  expect(answer.status).toBe(200)
  const url = answer.body?.url ?? ''
  expect(url.startsWith(`${stack().url}/onramp/checkout/`)).toBe(true)
  return url
}

/** The visitor sends the form: the services answer with a redirect back to the page. */
async function submit(url: string, fields: Record<string, string>) {
  const answer = await fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return (await fetch(url)).text()
}

const card = (number: string) => ({
  name: 'Ada Lovelace',
  number,
  expiry: '12/39',
  cvc: '123',
})

async function onrampHistory(recipient: Address) {
  const response = await fetch(
    `${stack().url}/v1/account/${recipient}/history?chainId=eip155:31337&onramp=coinbase`,
  )
  return historyResponseSchema.parse(await response.json()).data
}

describe('the local onramp provider', () => {
  it('offers USDC and ETH on both local chains, USD and EUR with the default limits', async () => {
    const { body: options } = await call(onrampOptionsSchema, ONRAMP_PATHS.options)
    expect(options?.purchaseCurrencies.map((entry) => entry.symbol)).toEqual(['USDC', 'ETH'])
    const usdc = options?.purchaseCurrencies[0]
    expect(usdc?.networks).toEqual([
      {
        name: 'local-mainnet',
        display_name: 'Local Mainnet',
        chain_id: '31337',
        contract_address: stack().mainnet.tokens.usdc,
      },
      expect.objectContaining({ name: 'local-base', chain_id: '31338' }),
    ])
    expect(options?.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
  })

  it('quotes with fees inside the 1-2% the kit states, for every method, currency and end of the limits', async () => {
    for (const paymentMethod of ['card', 'ach_bank_account'] as const)
      for (const paymentCurrency of ['USD', 'EUR'])
        for (const amount of ['10', '10.01', '333.33', '7500']) {
          const { body: quote } = await call(onrampQuoteSchema, ONRAMP_PATHS.quote, {
            purchaseCurrency: 'usdc',
            paymentCurrency,
            paymentMethod,
            amount,
            network: 'local-mainnet',
          })
          if (!quote) throw new Error('no quote')
          const cents = (value: string) => Math.round(Number(value) * 100)
          const fee = cents(quote.fees[0]?.amount.value ?? '0')
          const subtotal = cents(quote.paymentSubtotal.value)
          expect(fee / subtotal).toBeGreaterThanOrEqual(0.01)
          expect(fee / subtotal).toBeLessThanOrEqual(0.02)
          expect(cents(quote.paymentTotal.value)).toBe(subtotal + fee)
          expect(quote.paymentTotal.currency).toBe(paymentCurrency)
        }
    const { body: usd } = await call(onrampQuoteSchema, ONRAMP_PATHS.quote, {
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '25',
      network: 'local-mainnet',
    })
    expect(usd).toMatchObject({
      fees: [{ type: 'provider', amount: { value: '0.38', currency: 'USD' } }],
      paymentSubtotal: { value: '25.00' },
      paymentTotal: { value: '25.38' },
      purchaseAmount: { value: '25', currency: 'USDC' },
    })
  })

  it('refuses amounts outside the limits, unknown currencies and networks', async () => {
    const quote = (overrides: Record<string, string>) =>
      call(onrampQuoteSchema, ONRAMP_PATHS.quote, {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        paymentMethod: 'card',
        amount: '25',
        network: 'local-mainnet',
        ...overrides,
      })
    expect((await quote({ amount: '9.99' })).status).toBe(400)
    expect((await quote({ amount: '7500.01' })).status).toBe(400)
    expect((await quote({ paymentMethod: 'ach_bank_account', amount: '25000.00' })).status).toBe(
      200,
    )
    expect((await quote({ paymentCurrency: 'GBP' })).status).toBe(400)
    expect((await quote({ purchaseCurrency: 'gold' })).status).toBe(400)
    expect((await quote({ network: 'ethereum' })).status).toBe(400)
    expect((await quote({ amount: '1e3' })).status).toBe(400)
  })

  it('sells 25 USDC by card: the provider account transfers it, and the history lists an onramp buy', async () => {
    const recipient = freshRecipient()
    const url = await checkout(recipient)
    expect(await onrampHistory(recipient)).toEqual([])
    const page = await submit(url, card(TEST_CARD_ACCEPTED))
    expect(page).toContain('Purchase complete')
    expect(page).toContain('25 USDC was sent to your wallet.')
    expect(await usdcOf(recipient)).toBe(parseUnits('25', 6))

    const [bought, ...others] = await onrampHistory(recipient)
    expect(others).toEqual([])
    expect(bought?.metadata).toMatchObject({ operationType: 'buy', status: 'confirmed' })
    expect(page).toContain(bought?.metadata.hash ?? 'no hash')
    expect(bought?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '25' } })
    // The plain history lists it too, as a buy.
    const all = historyResponseSchema.parse(
      await (await fetch(`${stack().url}/v1/account/${recipient}/history`)).json(),
    ).data
    expect(all.map((transaction) => transaction.metadata.operationType)).toEqual(['buy'])

    // A re-posted form (a reload) does not deliver twice.
    await submit(url, card(TEST_CARD_ACCEPTED))
    expect(await usdcOf(recipient)).toBe(parseUnits('25', 6))
  }, 30_000)

  it('declines the declined test card: its refusal shows, nothing is sent, the form stays', async () => {
    const recipient = freshRecipient()
    const url = await checkout(recipient)
    const page = await submit(url, card(TEST_CARD_DECLINED))
    expect(page).toContain('<p role="alert">Your card was declined.')
    expect(page).toContain('name="number"')
    expect(await usdcOf(recipient)).toBe(0n)
    expect(await onrampHistory(recipient)).toEqual([])
    // Another card then pays.
    expect(await submit(url, card(TEST_CARD_ACCEPTED))).toContain('Purchase complete')
    expect(await usdcOf(recipient)).toBe(parseUnits('25', 6))
  }, 30_000)

  it('marks each wrong field (Luhn, past expiry, CVC) and sends nothing', async () => {
    const recipient = freshRecipient()
    const url = await checkout(recipient)
    const page = await submit(url, {
      name: '',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    })
    expect(page).toContain('Please correct the fields marked below.')
    expect(page).toContain('id="field-number" name="number"')
    expect(page).toMatch(/aria-invalid="true" aria-describedby="field-number-issue"/)
    expect(page).toContain('This card number is not valid.')
    expect(page).toContain('This card has expired.')
    expect(page).toContain('This field is required.')
    expect(await usdcOf(recipient)).toBe(0n)
  })

  it('sells ETH by bank transfer in EUR, and speaks the language the kit asked for', async () => {
    const recipient = freshRecipient()
    const url = await checkout(recipient, {
      destinationWallets: [{ address: recipient, blockchains: ['local-mainnet'], assets: ['ETH'] }],
      presetFiatAmount: '30',
      fiatCurrency: 'EUR',
      defaultPaymentMethod: 'ach_bank_account',
      locale: 'es-MX',
    })
    const form = await (await fetch(url)).text()
    expect(form).toContain('<html lang="es">')
    expect(form).toContain('Pagar con transferencia bancaria')
    const page = await submit(url, {
      name: 'Ada Lovelace',
      routing: TEST_ROUTING_NUMBER,
      account: '000123456789',
    })
    expect(page).toContain('Compra completada')
    // 30 EUR at 1.08 USD per EUR and 3000 USD per ETH: 0.0108 ETH.
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.0108'))
  }, 30_000)

  it('refuses a URL request for a wallet that does not take the network, or without an amount', async () => {
    const recipient = freshRecipient()
    const wrong = await call(
      onrampUrlResponseSchema,
      ONRAMP_PATHS.url,
      urlRequest(recipient, { defaultNetwork: 'local-base' }),
    )
    expect(wrong.status).toBe(400)
    const { presetFiatAmount: _, ...noAmount } = urlRequest(recipient)
    expect((await call(onrampUrlResponseSchema, ONRAMP_PATHS.url, noAmount)).status).toBe(400)
    expect((await fetch(`${stack().url}/onramp/checkout/nope`)).status).toBe(404)
  })
})

describe("the provider's payment checks", () => {
  it("are Luhn's checksum, an expiry not in the past, and the ABA routing checksum", () => {
    expect(passesLuhn(TEST_CARD_ACCEPTED)).toBe(true)
    expect(passesLuhn(TEST_CARD_DECLINED)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('79927398713')).toBe(false)
    expect(passesLuhn('4111111111111111')).toBe(true)
    const now = new Date('2026-11-27T00:00:00Z')
    expect(expiryIssue('11/26', now)).toBeUndefined()
    expect(expiryIssue('10/26', now)).toBe('expired')
    expect(expiryIssue('01/2030', now)).toBeUndefined()
    expect(expiryIssue('13/30', now)).toBe('invalid')
    expect(expiryIssue('1230', now)).toBe('invalid')
    expect(passesAba(TEST_ROUTING_NUMBER)).toBe(true)
    expect(passesAba('110000001')).toBe(false)
  })

  it("checkout texts exist in every language, each with English's placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const english = ONRAMP_PAGE_TEXT.en
    for (const texts of Object.values(ONRAMP_PAGE_TEXT)) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(texts))
        expect(placeholders(text)).toEqual(placeholders(english[key as keyof typeof english]))
    }
  })
})
