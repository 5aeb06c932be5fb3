// The demo's plain page (no React): the modal and the custom elements of portico/button, as a
// page with its own HTML embeds them. Same local services, chains and Demo Wallet as the shop
// (main.tsx); no sign-in. `?autoApprove=1` skips the wallet's prompt, for browser tests.
import { privateKeyToAccount } from 'viem/accounts'
import { createModal, type Network } from '../../index'
import { setButtonModal } from '../../button'
import { announceDemoWallet } from '../wallet/announce'
import { autoApprove, promptApprover } from '../wallet/approvals'
import { localChains } from '../wallet/chains'
import { createDemoWallet } from '../wallet/provider'
import { stackEnv as env } from './stackEnv'

const servicesUrl = `http://127.0.0.1:${env.VITE_PORTICO_SERVICES_PORT ?? '5174'}`
const chains = localChains(
  Number(env.VITE_PORTICO_MAINNET_PORT ?? 8545),
  Number(env.VITE_PORTICO_BASE_PORT ?? 8546),
)
const networks: Network[] = chains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: true,
}))

// anvil's first development key: public, worthless outside a local chain.
announceDemoWallet(
  createDemoWallet({
    account: privateKeyToAccount(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    ),
    chains,
    approve: new URLSearchParams(location.search).has('autoApprove')
      ? autoApprove
      : promptApprover(),
    storage: localStorage,
  }),
)

const modal = createModal({
  projectId: 'demo',
  networks,
  metadata: {
    name: 'Portico plain page',
    description: 'A page without React that embeds the Portico modal.',
    url: window.location.origin,
    icons: [],
  },
  endpoints: {
    walletServices: servicesUrl,
    blockchainServices: servicesUrl,
    analytics: servicesUrl,
  },
  // No public relay from this offline page: the Demo Wallet (EIP-6963) is offered instead.
  enableWalletConnect: false,
})
// Every <portico-*-button> of the page follows this modal.
setButtonModal(modal)

const toggle = document.querySelector<HTMLButtonElement>('.theme-toggle')
toggle?.addEventListener('click', () => {
  const dark = toggle.getAttribute('aria-pressed') !== 'true'
  toggle.setAttribute('aria-pressed', String(dark))
  document.documentElement.dataset['theme'] = dark ? 'dark' : 'light'
  modal.setThemeMode(dark ? 'dark' : 'light')
})
