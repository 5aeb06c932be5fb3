import { describe, expect, it } from 'vitest'
import { LOCAL_BASE_ASSETS, LOCAL_MAINNET_ASSETS } from '../demo/host/localAssets'
import { parsePaymentConfig } from '../plugins/pay/config'
import { USDC_DECIMALS } from '../plugins/pay/constants'

// The demo's payment presets for the local stack pass the kit's own payment validation.
describe('local stack payment presets', () => {
  const all = [...Object.values(LOCAL_MAINNET_ASSETS), ...Object.values(LOCAL_BASE_ASSETS)]

  it.each(all.map((asset) => [`${asset.metadata.symbol} on ${asset.network}`, asset] as const))(
    '%s is a valid payment asset',
    (_name, paymentAsset) => {
      const config = parsePaymentConfig({
        paymentAsset,
        recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        amount: '5',
      })
      expect(config.paymentAsset).toEqual(paymentAsset)
    },
  )

  it('has the devnet USDC at its deterministic address with 6 decimals', () => {
    expect(LOCAL_MAINNET_ASSETS.usdc.asset).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(LOCAL_MAINNET_ASSETS.usdc.metadata.decimals).toBe(USDC_DECIMALS)
  })
})
