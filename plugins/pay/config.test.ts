import * as fc from 'fast-check'
import { formatAmount, MAX_AMOUNT_UNITS, parseAmount, PorticoError } from 'portico/plugin'
import { canonicalAmount } from './amount'
import { caip19Of } from './assetIds'
import { displayPaymentAmount } from './views/paymentAmount'
import { parsePaymentConfig } from './config'
import { PAYMENT_PRESETS, ethBase, ethBaseSepolia, usdcBase } from './presets'
import { ETH_ON_BASE, RECIPIENT, USDC_25, USDC_ON_BASE } from './test/fixtures'

/** The PorticoError a config is refused with. */
function refusal(input: unknown): PorticoError {
  try {
    parsePaymentConfig(input)
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('the config was accepted')
}

describe('payment config validation (SPEC §5)', () => {
  it('accepts a valid config, the amount kept exact and openInNewTab on by default', () => {
    expect(parsePaymentConfig(ETH_ON_BASE)).toEqual({
      paymentAsset: ETH_ON_BASE.paymentAsset,
      recipient: RECIPIENT,
      amount: '0.01',
      openInNewTab: true,
    })
    expect(parsePaymentConfig({ ...USDC_25, openInNewTab: false }).openInNewTab).toBe(false)
  })

  it('INVALID_PAYMENT_CONFIG without a paymentAsset, or with a bad one, naming the field', () => {
    const missing = refusal({ recipient: RECIPIENT, amount: 1 })
    expect(missing.code).toBe('INVALID_PAYMENT_CONFIG')
    expect(missing.message).toMatch(/^Invalid payment config: config\.paymentAsset: /)
    expect(missing.details.issues).toEqual([
      { path: ['paymentAsset'], message: expect.any(String) as unknown },
    ])

    const network = refusal({
      ...ETH_ON_BASE,
      paymentAsset: { ...ETH_ON_BASE.paymentAsset, network: 'base' },
    })
    expect(network.code).toBe('INVALID_PAYMENT_CONFIG')
    expect(network.message).toContain('config.paymentAsset.network: must be a CAIP-2 network id')

    const decimals = refusal({
      ...ETH_ON_BASE,
      paymentAsset: {
        ...ETH_ON_BASE.paymentAsset,
        metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 1.5 },
      },
    })
    expect(decimals.code).toBe('INVALID_PAYMENT_CONFIG')
    expect(decimals.message).toContain('config.paymentAsset.metadata.decimals')

    expect(refusal(undefined).code).toBe('INVALID_PAYMENT_CONFIG')
    expect(refusal({ ...ETH_ON_BASE, redirectUrl: { success: 'nope', failure: 'x' } }).code).toBe(
      'INVALID_PAYMENT_CONFIG',
    )
  })

  it('INVALID_RECIPIENT without a recipient, or with one that is no address of the network', () => {
    const missing = refusal({ ...ETH_ON_BASE, recipient: '' })
    expect(missing.code).toBe('INVALID_RECIPIENT')
    expect(missing.details.issues).toEqual([{ path: ['recipient'], message: 'is required' }])

    const wrong = refusal({ ...ETH_ON_BASE, recipient: '0x1234' })
    expect(wrong.code).toBe('INVALID_RECIPIENT')
    expect(wrong.shortMessage).toBe(
      'Invalid payment config: config.recipient: must be an address on eip155:8453',
    )
    // A mixed-case address must pass its checksum.
    expect(refusal({ ...ETH_ON_BASE, recipient: USDC_ON_BASE.replace('f', 'F') }).code).toBe(
      'INVALID_RECIPIENT',
    )
  })

  it('INVALID_ASSET without an asset, or with one that is neither native nor a token address', () => {
    const missing = refusal({
      ...ETH_ON_BASE,
      paymentAsset: { ...ETH_ON_BASE.paymentAsset, asset: '' },
    })
    expect(missing.code).toBe('INVALID_ASSET')
    expect(missing.details.issues).toEqual([
      { path: ['paymentAsset', 'asset'], message: 'is required' },
    ])

    const wrong = refusal({
      ...ETH_ON_BASE,
      paymentAsset: { ...ETH_ON_BASE.paymentAsset, asset: 'USDC' },
    })
    expect(wrong.code).toBe('INVALID_ASSET')
    expect(wrong.message).toContain('must be "native" or a token address on eip155:8453')

    const bitcoinToken = refusal({
      paymentAsset: {
        network: 'bip122:000000000019d6689c085ae165831e93',
        asset: 'ordinal',
        metadata: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      },
      recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: 1,
    })
    expect(bitcoinToken.code).toBe('INVALID_ASSET')
  })

  it('INVALID_AMOUNT when the amount is missing, zero, negative, not a number or too precise', () => {
    for (const amount of [undefined, 0, '0', '0.000', -1, '-1', 'ten', '1e3', Number.NaN]) {
      const error = refusal({ ...ETH_ON_BASE, amount })
      expect(error.code, String(amount)).toBe('INVALID_AMOUNT')
      expect(error.details.issues).toEqual([
        { path: ['amount'], message: expect.any(String) as unknown },
      ])
    }
    const precise = refusal({ ...USDC_25, amount: '0.0000001' })
    expect(precise.code).toBe('INVALID_AMOUNT')
    expect(precise.message).toContain('has more decimal places than USDC allows (6)')
  })

  it('INVALID_AMOUNT up front for an amount no transaction can carry (above a uint256)', () => {
    const huge = refusal({ ...ETH_ON_BASE, amount: 1e80 })
    expect(huge.code).toBe('INVALID_AMOUNT')
    expect(huge.message).toContain('config.amount: is more than a transfer can carry')
    expect(huge.details.issues).toEqual([
      { path: ['amount'], message: expect.any(String) as unknown },
    ])
    // The bound is in the asset's smallest unit: exactly 2^256 - 1 of them passes, one more not.
    const largest = formatAmount(MAX_AMOUNT_UNITS, 6)
    expect(parsePaymentConfig({ ...USDC_25, amount: largest }).amount).toBe(largest)
    const above = formatAmount(MAX_AMOUNT_UNITS + 1n, 6)
    expect(refusal({ ...USDC_25, amount: above }).code).toBe('INVALID_AMOUNT')
  })

  it('any amount: a config or INVALID_AMOUNT, never another error (property)', () => {
    const amounts = fc.oneof(
      fc.double({ noNaN: false }),
      fc.bigInt({ min: 0n, max: 2n ** 300n }).map(String),
      fc.string(),
      fc
        .tuple(fc.bigInt({ min: 0n, max: 2n ** 270n }), fc.nat({ max: 30 }))
        .map(([units, decimals]) => formatAmount(units, decimals)),
    )
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 30 }), (amount, decimals) => {
        const input = {
          ...USDC_25,
          amount,
          paymentAsset: {
            ...USDC_25.paymentAsset,
            metadata: { ...USDC_25.paymentAsset.metadata, decimals },
          },
        }
        let config
        try {
          config = parsePaymentConfig(input)
        } catch (error) {
          expect(error).toBeInstanceOf(PorticoError)
          expect((error as PorticoError).code).toBe('INVALID_AMOUNT')
          return
        }
        const units = parseAmount(config.amount, decimals)
        expect(units > 0n && units <= MAX_AMOUNT_UNITS).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('names every bad field, with the code of the first in SPEC order', () => {
    const error = refusal({ paymentAsset: ETH_ON_BASE.paymentAsset, recipient: '', amount: 0 })
    expect(error.code).toBe('INVALID_RECIPIENT')
    expect(error.message).toContain('config.recipient')
    expect(error.message).toContain('config.amount')
  })
})

describe('amounts', () => {
  it('keeps the amount exact, whether a number or a decimal string', () => {
    expect(canonicalAmount(0.1)).toBe('0.1')
    expect(canonicalAmount(1e-7)).toBe('0.0000001')
    expect(canonicalAmount(1.5e21)).toBe('1500000000000000000000')
    expect(canonicalAmount(' 007.50 ')).toBe('7.5')
    expect(canonicalAmount('.5')).toBe('0.5')
    expect(canonicalAmount('1.')).toBe('1')
    expect(canonicalAmount('1,5')).toBeUndefined()
  })

  it('shows at least four decimals, never rounding', () => {
    expect(displayPaymentAmount('25', 'en')).toBe('25.0000')
    expect(displayPaymentAmount('0.000001', 'en')).toBe('0.000001')
  })

  it.each([
    ['en', '1,234.5000', '0.000001'],
    ['fr', '1 234,5000', '0,000001'],
    ['de', '1.234,5000', '0,000001'],
    ['ja', '1,234.5000', '0.000001'],
    ['ar-EG', '1,234.5000', '0.000001'],
  ])('shows the amount in %s, exact, in Latin digits', (language, large, small) => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
    expect(plain(displayPaymentAmount('1234.5', language))).toBe(large)
    expect(displayPaymentAmount('0.000001', language)).toBe(small)
  })
})

describe('presets (SPEC §3)', () => {
  it('ETH and USDC on Base, ETH on Base Sepolia, each a valid payment asset', () => {
    expect(ethBase).toEqual({
      network: 'eip155:8453',
      asset: 'native',
      metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 },
    })
    expect(usdcBase).toMatchObject({
      network: 'eip155:8453',
      asset: USDC_ON_BASE,
      metadata: { symbol: 'USDC', decimals: 6 },
    })
    expect(ethBaseSepolia).toMatchObject({ network: 'eip155:84532', asset: 'native' })
    for (const paymentAsset of Object.values(PAYMENT_PRESETS)) {
      expect(() =>
        parsePaymentConfig({ paymentAsset, recipient: RECIPIENT, amount: 1 }),
      ).not.toThrow()
    }
  })
})

describe('asset ids for the exchange service', () => {
  it('CAIP-19 for native and token assets', () => {
    expect(caip19Of(ethBase)).toBe('eip155:8453/slip44:60')
    expect(caip19Of(usdcBase)).toBe(`eip155:8453/erc20:${USDC_ON_BASE}`)
  })
})
