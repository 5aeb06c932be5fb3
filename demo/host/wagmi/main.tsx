// The demo's wagmi page: the same modal as the shop (the Demo Wallet, the local devnet and
// services), with an app built on wagmi's hooks beside it. The modal is wagmi's connector
// (portico/wagmi), so both show one connection: connect, switch or disconnect on either side.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { createModal } from '../../../index'
import { ConnectButton, ModalProvider, NetworkButton } from '../../../react'
import { createPorticoWagmiConfig } from '../../../wagmi'
import { announceLocalDemoWallet, localEndpoints, networks } from '../localStack'
import { WagmiPanel } from './WagmiPanel'

// The shop's development wallet, in the same storage: a connection made on either page is the
// other's after a reload.
announceLocalDemoWallet()

const modal = createModal({
  projectId: 'demo',
  networks,
  metadata: {
    name: 'Portico demo · wagmi',
    description: 'An app built on wagmi, connected through the Portico modal.',
    url: window.location.origin,
    icons: [],
  },
  ...localEndpoints,
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
