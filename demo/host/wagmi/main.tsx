// The demo's wagmi page: the same modal as the shop (the Demo Wallet, the local devnet and
// services), with an app built on wagmi's hooks beside it. The modal is wagmi's connector
// (portico/wagmi), so both show one connection: connect, switch or disconnect on either side.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { privateKeyToAccount } from 'viem/accounts'
import { WagmiProvider } from 'wagmi'
import { createModal, type Network } from '../../../index'
import { ConnectButton, ModalProvider, NetworkButton } from '../../../react'
import { createPorticoWagmiConfig } from '../../../wagmi'
import { announceDemoWallet } from '../../wallet/announce'
import { autoApprove, promptApprover } from '../../wallet/approvals'
import { localChains } from '../../wallet/chains'
import { createDemoWallet } from '../../wallet/provider'
import { stackEnv as env } from '../stackEnv'
import { WagmiPanel } from './WagmiPanel'

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

// The shop's development wallet (anvil's first, public key), kept in the same storage: a
// connection made on either page is the other's after a reload. `?autoApprove=1` for tests.
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

const authServiceUrl = env.VITE_PORTICO_AUTH_URL || undefined
const modal = createModal({
  projectId: 'demo',
  networks,
  metadata: {
    name: 'Portico demo · wagmi',
    description: 'An app built on wagmi, connected through the Portico modal.',
    url: window.location.origin,
    icons: [],
  },
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
})
;(window as Window & { porticoModal?: typeof modal }).porticoModal = modal

// wagmi's chains are the modal's networks, read from the devnet's nodes every second (the
// devnet mines on demand: a balance follows a send at once).
const config = createPorticoWagmiConfig({ modal, pollingInterval: 1_000 })
const queryClient = new QueryClient()

function Page() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ModalProvider modal={modal}>
          <header>
            <h1>Portico demo · wagmi</h1>
            <a href="./">Shop</a>
            <NetworkButton />
            {/* The network has its own button beside it. */}
            <ConnectButton chainStatus="none" />
          </header>
          <main>
            <p className="muted">
              This page is an app built on wagmi&apos;s hooks. The Portico modal is its connector:
              the button above and the panel below show one connection.
            </p>
            <WagmiPanel />
          </main>
        </ModalProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('wagmi page: #root is missing from wagmi.html')
createRoot(container).render(<Page />)
