// The demo mobile wallet page (demo/host/mobile-wallet.html): a stand-in for a phone wallet
// app, for pairing with the shop through the local WalletConnect relay. It signs with devnet
// development account 2 (the desktop Demo Wallet uses account 0, the shop is paid to 3).
import { createRoot } from 'react-dom/client'
import { devAccounts } from '../devnet/accounts.mjs'
import { localChains } from '../wallet/chains'
import { App } from './App'
import { pairingUriOf } from './pairingLink'
import { createMobileWallet } from './wallet'
import { stackEnv as env } from '../host/stackEnv'

const MOBILE_WALLET_ACCOUNT = 2

const relayUrl = env.VITE_PORTICO_WC_RELAY_URL
const verifyUrl = env.VITE_PORTICO_WC_VERIFY_URL
const chains = localChains(
  Number(env.VITE_PORTICO_MAINNET_PORT ?? 8545),
  Number(env.VITE_PORTICO_BASE_PORT ?? 8546),
)
/** Mounts the wallet in #root (called by mobile-wallet.html). */
export function startMobileWallet(): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('mobile-wallet.html has no #root')

  const account = devAccounts(MOBILE_WALLET_ACCOUNT + 1)[MOBILE_WALLET_ACCOUNT]
  if (!relayUrl || !account) {
    root.textContent =
      'The demo mobile wallet needs the local WalletConnect relay: start the demo with npm run demo.'
  } else {
    const wallet = createMobileWallet({
      projectId: 'demo',
      relayUrl,
      ...(verifyUrl ? { verifyUrl } : {}),
      account,
      chains,
    })
    // Opened by a deep link: pair at once, as a wallet app does.
    const uri = pairingUriOf(location)
    if (uri) void wallet.pair(uri)
    createRoot(root).render(<App wallet={wallet} chains={chains} />)
  }
}
