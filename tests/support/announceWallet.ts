import { act } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import type { Eip1193Provider } from '../../core/chains/adapters/eip1193'
import type { Modal } from '../../core/createModalCore'

/** The EIP-6963 `info` of the wallet the tests announce. */
export const DEMO_WALLET_INFO = {
  uuid: '6f1c5a52-2c1e-4a4e-9d8e-2f3c0b3f5a10',
  name: 'Demo Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.localstack.demowallet',
} as const

export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/**
 * Plays a wallet extension in the page (EIP-6963): announces `provider` now, and again each
 * time a page script asks with `eip6963:requestProvider`, so a discovery that starts later
 * still finds it. Returns the stop.
 */
export function announceWallet(
  provider: Eip1193Provider,
  info: WalletInfo = DEMO_WALLET_INFO,
): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/** `announceWallet` for one test: the wallet leaves the page when the test finishes. */
export function installTestWallet(provider: Eip1193Provider, info: WalletInfo = DEMO_WALLET_INFO) {
  onTestFinished(announceWallet(provider, info))
}

/**
 * Connects `modal` to the test wallet already in the page (`installTestWallet`), as a
 * visitor's click on it would; resolves once the account is connected.
 */
export async function connectTestWallet(modal: Modal, info: WalletInfo = DEMO_WALLET_INFO) {
  // The connection chunk is one the modal loads on demand; the test loads it here.
  const { connectWith } = await import('../../core/connection')
  await act(() => modal.store.dispatch(connectWith(info.rdns)))
}
