import { act } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { loadModalChunks } from './chunks'
import type { Eip1193Provider } from '../core/chains/adapters/eip1193'
import type { Modal } from '../core/createModalCore'
import { createFakeWallet } from './fakeWallet'

await loadModalChunks()

/** The EIP-6963 `info` a wallet is announced with. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** The EIP-6963 `info` of the test wallet, unless `announceWallet` is given another. */
export const TEST_WALLET_INFO = {
  uuid: '6f1c5a52-2c1e-4a4e-9d8e-2f3c0b3f5a10',
  name: 'Demo Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.localstack.demowallet',
} as const satisfies WalletInfo

interface InPage {
  wallet: Eip1193Provider
  info: WalletInfo
}

// The wallets announced in the page now, latest last: `connectWallet` without a wallet takes
// the latest, and announcing one already there does not announce it twice. One wallet per
// rdns, as in a browser: announcing another under an rdns in use takes the earlier one out.
const inPage: InPage[] = []
const stops = new Map<InPage, () => void>()

/**
 * Plays a wallet extension in the page (EIP-6963): announces `wallet` now, and again each time
 * a page script asks with `eip6963:requestProvider`, so a discovery that starts later still
 * finds it. A wallet announced earlier under the same rdns leaves the page; a modal whose
 * discovery already runs keeps the first wallet of an rdns, though, as the kit does with any
 * page: give a second wallet its own rdns there. The wallet leaves the page when the test
 * finishes; the returned stop makes it leave earlier. Call it inside a test or a `beforeEach`.
 */
export function announceWallet(
  wallet: Eip1193Provider,
  info: WalletInfo = TEST_WALLET_INFO,
): () => void {
  for (const earlier of inPage.filter((each) => each.info.rdns === info.rdns)) {
    stops.get(earlier)?.()
  }
  const entry: InPage = { wallet, info }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider: wallet }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  inPage.push(entry)
  announce()
  const stop = () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    const index = inPage.indexOf(entry)
    if (index >= 0) inPage.splice(index, 1)
    stops.delete(entry)
  }
  stops.set(entry, stop)
  onTestFinished(stop)
  return stop
}

/**
 * Connects `modal` to a wallet in the page as a visitor's click on it in the Connect view
 * would, and resolves with that wallet once the account is connected; when the wallet
 * refuses, it rejects as the connection does. `wallet` is announced first if it is not in
 * the page yet; without one, the wallet announced last is used, or a new fake wallet
 * (`createFakeWallet()`) is announced.
 */
export function connectWallet<W extends Eip1193Provider>(
  modal: Modal,
  wallet: W,
  info?: WalletInfo,
): Promise<W>
export function connectWallet(modal: Modal): Promise<Eip1193Provider>
export async function connectWallet(
  modal: Modal,
  wallet?: Eip1193Provider,
  info?: WalletInfo,
): Promise<Eip1193Provider> {
  const announced = inPage.findLast((entry) => wallet === undefined || entry.wallet === wallet)
  const target = announced ?? {
    wallet: wallet ?? createFakeWallet(),
    info: info ?? TEST_WALLET_INFO,
  }
  if (!announced) announceWallet(target.wallet, target.info)
  // The connection chunk is one the modal loads on demand; the kit has it loaded already.
  const { connectWith } = await import('../core/connection')
  await act(() => modal.store.dispatch(connectWith(target.info.rdns)))
  return target.wallet
}
