/**
 * Ready-made payment assets: pass one as `paymentAsset`. Plain data, so a
 * host page that imports none of them carries none of them.
 */
import {
  BASE_MAINNET_CHAIN_ID,
  BASE_SEPOLIA_CHAIN_ID,
  ETH_DECIMALS,
  NATIVE_ASSET,
  USDC_DECIMALS,
} from './constants'
import type { PaymentAsset } from './types'

/** Circle's USDC contract on Base mainnet. */
const USDC_ON_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

/** ETH on Base. */
export const ethBase: PaymentAsset = {
  network: `eip155:${BASE_MAINNET_CHAIN_ID}`,
  asset: NATIVE_ASSET,
  metadata: { name: 'Ethereum', symbol: 'ETH', decimals: ETH_DECIMALS },
}

/** USDC on Base. */
export const usdcBase: PaymentAsset = {
  network: `eip155:${BASE_MAINNET_CHAIN_ID}`,
  asset: USDC_ON_BASE,
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: USDC_DECIMALS },
}

/** ETH on the Base Sepolia test network. */
export const ethBaseSepolia: PaymentAsset = {
  network: `eip155:${BASE_SEPOLIA_CHAIN_ID}`,
  asset: NATIVE_ASSET,
  metadata: { name: 'Ethereum', symbol: 'ETH', decimals: ETH_DECIMALS },
}

/** Every preset by name. */
export const PAYMENT_PRESETS = { ethBase, usdcBase, ethBaseSepolia } as const
