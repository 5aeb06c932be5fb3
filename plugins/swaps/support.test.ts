import { describe, expect, it } from 'vitest'
import en from './locales/en.json'
import { GAS_PRICE_UNSUPPORTED, SWAPS_UNSUPPORTED } from './schemas'
import { isUnsupportedStatus, swapsSupport } from './support'

describe('the unsupported-network messages (SPEC §8)', () => {
  it('are the texts of SPEC §8 in English', () => {
    expect(en.errors.swapsUnsupported).toBe('Network not supported for Swaps')
    expect(en.errors.gasPriceUnsupported).toBe('Network not supported for Gas Price')
    // The services answer with the same words.
    expect(SWAPS_UNSUPPORTED).toBe(en.errors.swapsUnsupported)
    expect(GAS_PRICE_UNSUPPORTED).toBe(en.errors.gasPriceUnsupported)
  })

  it('says swaps are not supported outside eip155 or with no token to trade', () => {
    expect(
      swapsSupport({ namespace: 'solana', tokenCount: undefined, gasPriceStatus: 'pending' }),
    ).toBe('errors.swapsUnsupported')
    expect(swapsSupport({ namespace: 'eip155', tokenCount: 0, gasPriceStatus: 'ok' })).toBe(
      'errors.swapsUnsupported',
    )
  })

  it('says the gas price is not supported when the service refuses it', () => {
    expect(
      swapsSupport({ namespace: 'eip155', tokenCount: 3, gasPriceStatus: 'unsupported' }),
    ).toBe('errors.gasPriceUnsupported')
    expect(isUnsupportedStatus({ status: 400, message: 'Bad Request' })).toBe(true)
    expect(isUnsupportedStatus({ status: 500, message: 'Server Error' })).toBe(false)
    expect(isUnsupportedStatus(new Error('x'))).toBe(false)
  })

  it('has nothing to say while the answers are on their way, or when all is well', () => {
    expect(
      swapsSupport({ namespace: 'eip155', tokenCount: undefined, gasPriceStatus: 'pending' }),
    ).toBeUndefined()
    expect(
      swapsSupport({ namespace: 'eip155', tokenCount: 3, gasPriceStatus: 'ok' }),
    ).toBeUndefined()
    // A failure that is not a refusal is no verdict on the network.
    expect(
      swapsSupport({ namespace: 'eip155', tokenCount: 3, gasPriceStatus: 'failed' }),
    ).toBeUndefined()
  })
})
