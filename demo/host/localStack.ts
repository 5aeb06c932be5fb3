// What every demo page shares about the local stack `npm run demo` starts (or a browser suite
// serves it with, see stackEnv.ts): the services' address, the devnet's chains as networks the
// kit knows, the endpoints createModal is given, and the Demo Wallet announced like a browser
// extension (EIP-6963).
import { privateKeyToAccount } from 'viem/accounts'
import type { ModalOptions, Network } from '../../index'
import { announceDemoWallet } from '../wallet/announce'
import { autoApprove, promptApprover } from '../wallet/approvals'
import { localChains } from '../wallet/chains'
import { createDemoWallet, type DemoWallet } from '../wallet/provider'
import { stackEnv as env } from './stackEnv'

/** The local stand-ins of the remote services (demo/services). */
export const servicesUrl = `http://127.0.0.1:${env.VITE_PORTICO_SERVICES_PORT ?? '5174'}`
/** The e-mail sign-in's auth service (it serves the wallet frame); none: no e-mail login. */
export const authServiceUrl = env.VITE_PORTICO_AUTH_URL || undefined
/** The demo's SMTP sink (demo/mail), read by the Mailbox page; none: no Mailbox link. */
export const mailUrl = env.VITE_PORTICO_MAIL_URL || undefined

export const chains = localChains(
  Number(env.VITE_PORTICO_MAINNET_PORT ?? 8545),
  Number(env.VITE_PORTICO_BASE_PORT ?? 8546),
)

/** The devnet's chains, as networks the kit knows (they are not in its catalogue). */
export const networks: Network[] = chains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: true,
}))

/**
 * The services, the auth service and the local WalletConnect relay and Verify stand-in
 * (demo/walletconnect) when started, and WalletConnect only on that relay: its public relay is
 * a production service these offline pages must not call. Without it, the page's own wallets
 * (EIP-6963) are offered instead.
 */
export const localEndpoints: Pick<ModalOptions, 'endpoints' | 'enableWalletConnect'> = {
  endpoints: {
    walletServices: servicesUrl,
    blockchainServices: servicesUrl,
    analytics: servicesUrl,
    ...(authServiceUrl ? { authService: authServiceUrl } : {}),
    ...(env.VITE_PORTICO_WC_RELAY_URL ? { walletConnectRelay: env.VITE_PORTICO_WC_RELAY_URL } : {}),
    ...(env.VITE_PORTICO_WC_VERIFY_URL
      ? { walletConnectVerify: env.VITE_PORTICO_WC_VERIFY_URL }
      : {}),
  },
  enableWalletConnect: Boolean(env.VITE_PORTICO_WC_RELAY_URL),
}

/**
 * The development wallet, announced like a browser extension. It signs with anvil's first
 * development key, which is public and worthless outside a local chain, and keeps its state in
 * localStorage, so a connection made on one demo page is the others' after a reload.
 * `?autoApprove=1` skips its prompt, for browser tests.
 */
export function announceLocalDemoWallet(): DemoWallet {
  const wallet = createDemoWallet({
    account: privateKeyToAccount(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    ),
    chains,
    approve: new URLSearchParams(location.search).has('autoApprove')
      ? autoApprove
      : promptApprover(),
    storage: localStorage,
  })
  announceDemoWallet(wallet)
  return wallet
}
