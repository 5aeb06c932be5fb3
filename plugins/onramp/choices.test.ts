import { describe, expect, it } from 'vitest'
import { buyArgsSchema } from './args'
import { checkoutRequest } from './checkout'
import { resolveBuyChoices, type ActiveNetworkFacts } from './choices'
import { initialBuyForm } from './slice'
import { TEST_OPTIONS, USDC_ON_BASE, quoteFor } from './test/handlers'

const ON_BASE: ActiveNetworkFacts = {
  chainId: 8453,
  name: 'Base',
  nativeSymbol: 'ETH',
  nativeName: 'Ether',
}
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('the Buy choices', () => {
  it('preselect a currency sold on the connected network, that network, card and USD', () => {
    const choices = resolveBuyChoices(TEST_OPTIONS, initialBuyForm, ON_BASE)
    expect(choices.currency?.symbol).toBe('USDC')
    expect(choices.network?.name).toBe('base')
    expect(choices.method).toBe('card')
    expect(choices.paymentCurrency).toBe('USD')
    expect(choices.limits).toEqual({ min: '20.00', max: '500.00' })
    expect(choices.fallback).toBe(false)
  })

  it("take the form's choices when offered: by id or symbol, network by name, CAIP-2 or chain id", () => {
    const onEthereum = { ...ON_BASE, chainId: 1, name: 'Ethereum' }
    expect(
      resolveBuyChoices(TEST_OPTIONS, { ...initialBuyForm, currency: 'eth' }, onEthereum).currency
        ?.symbol,
    ).toBe('ETH')
    for (const network of ['ethereum', 'eip155:1', '1']) {
      const choices = resolveBuyChoices(
        TEST_OPTIONS,
        { ...initialBuyForm, currency: 'USDC', network },
        ON_BASE,
      )
      expect(choices.network?.name).toBe('ethereum')
    }
    const euro = resolveBuyChoices(
      TEST_OPTIONS,
      { ...initialBuyForm, paymentCurrency: 'eur', method: 'ach_bank_account' },
      ON_BASE,
    )
    expect(euro.paymentCurrency).toBe('EUR')
    // EUR lists no bank limits: the default bank limits apply.
    expect(euro.limits).toEqual({ min: '10.00', max: '25000.00' })
  })

  it('fall back to defaults when the form names what is not offered', () => {
    const choices = resolveBuyChoices(
      TEST_OPTIONS,
      { ...initialBuyForm, currency: 'DOGE', network: 'solana', paymentCurrency: 'GBP' },
      ON_BASE,
    )
    expect(choices.currency?.symbol).toBe('USDC')
    expect(choices.network?.name).toBe('base')
    expect(choices.paymentCurrency).toBe('USD')
  })

  it("offer the connected network's own currency and the fallback limits without options", () => {
    const choices = resolveBuyChoices(undefined, initialBuyForm, ON_BASE)
    expect(choices.fallback).toBe(true)
    expect(choices.currencies.map((entry) => entry.symbol)).toEqual(['ETH'])
    expect(choices.network).toMatchObject({ chain_id: '8453', display_name: 'Base' })
    expect(choices.paymentCurrencies).toEqual(['USD', 'EUR'])
    expect(choices.limits).toEqual({ min: '10.00', max: '7500.00' })
    expect(resolveBuyChoices(undefined, initialBuyForm, undefined).currency).toBeUndefined()
  })
})

describe('the checkout URL request', () => {
  it('names the wallet, its network and asset, and presets the amounts, method and currency', () => {
    const choices = resolveBuyChoices(TEST_OPTIONS, { ...initialBuyForm, amount: '25' }, ON_BASE)
    const quote = quoteFor({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '25',
      network: 'base',
    })
    expect(checkoutRequest(choices, ADDRESS, quote, 'de')).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: ADDRESS.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: '25',
      presetCryptoAmount: '25.00',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'card',
      locale: 'de',
    })
  })

  it('leaves the crypto preset out without a quote, and asks nothing without a network', () => {
    const choices = resolveBuyChoices(TEST_OPTIONS, { ...initialBuyForm, amount: '25' }, ON_BASE)
    const request = checkoutRequest(choices, ADDRESS, undefined, undefined)
    expect(request).not.toHaveProperty('presetCryptoAmount')
    expect(request).not.toHaveProperty('locale')
    expect(checkoutRequest({ ...choices, network: undefined }, ADDRESS, undefined, 'en')).toBe(
      undefined,
    )
    expect(USDC_ON_BASE).toBe(choices.network?.contract_address)
  })
})

describe("the Buy view's data", () => {
  it('takes an amount, a currency and a network, each optional', () => {
    expect(buyArgsSchema.parse({})).toEqual({})
    expect(buyArgsSchema.parse({ amount: '25', currency: 'USDC', network: 'eip155:8453' })).toEqual(
      { amount: '25', currency: 'USDC', network: 'eip155:8453' },
    )
  })

  it('refuses an amount that is not a decimal string, and empty or overlong text', () => {
    for (const data of [
      { amount: 25 },
      { amount: '1e3' },
      { amount: '-5' },
      { currency: '' },
      { network: 'x'.repeat(201) },
    ])
      expect(buyArgsSchema.safeParse(data).success).toBe(false)
  })
})
