import type { PaymentAsset } from '../../index'
import { expectedTokens } from '../devnet/accounts.mjs'

/**
 * Payment presets for the local stack, like the kit's `ethBase` / `usdcBase`: the devnet's
 * native currency and its two tokens on Local Mainnet (31337) and Local Base (31338). The
 * token addresses are the same on both chains (same deployer, same nonces).
 */
const tokens = expectedTokens()

function localAssets(chainId: number) {
  const network = `eip155:${chainId}`
  return {
    eth: {
      network,
      asset: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    usdc: {
      network,
      asset: tokens.usdc,
      metadata: { name: 'USD Coin (Local)', symbol: 'USDC', decimals: 6 },
    },
    gold: {
      network,
      asset: tokens.gold,
      metadata: { name: 'Gold (Local)', symbol: 'GOLD', decimals: 18 },
    },
  } satisfies Record<string, PaymentAsset>
}

export const LOCAL_MAINNET_ASSETS = localAssets(31337)
export const LOCAL_BASE_ASSETS = localAssets(31338)
