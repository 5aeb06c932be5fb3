import type { DemoWallet } from './provider'

/** The wallet's EIP-6963 identity: what the kit lists it as. */
export const DEMO_WALLET_INFO = {
  uuid: 'b5f0c6a4-7d33-4b7e-9a61-3c2d8f0e1a42',
  name: 'Demo Wallet',
  rdns: 'dev.localstack.demowallet',
  icon:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f5d50"/><text x="16" y="21" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">DW</text></svg>',
    ),
} as const

/** Announces the wallet the EIP-6963 way, now and whenever the page asks. Returns the stop. */
export function announceDemoWallet(wallet: DemoWallet, target: Window = window): () => void {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: DEMO_WALLET_INFO, provider: wallet }),
      }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
