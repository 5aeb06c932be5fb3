import type { Eip1193Provider } from '../../core/chains/adapters/eip1193'

export interface AnnouncedWallet {
  name: string
  rdns: string
  provider: Eip1193Provider
}

/**
 * Makes a wallet announce itself the EIP-6963 way: now, and again whenever the page asks
 * (`eip6963:requestProvider`). Returns the stop, for the test's cleanup.
 */
export function announceWallet({ name, rdns, provider }: AnnouncedWallet): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: { uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,<svg/>', rdns },
          provider,
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

export const DEMO_WALLET = { name: 'Demo Wallet', rdns: 'dev.localstack.demowallet' } as const
