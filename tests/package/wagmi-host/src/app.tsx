// A wagmi app's file, compiled by the package check against the packed tarball with wagmi
// installed: the config helper, the connector on its own, and wagmi's hooks on that config.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createModal, getWalletProvider, type PorticoModal } from 'portico'
import {
  chainOfNetwork,
  createPorticoWagmiConfig,
  PORTICO_CONNECTOR_ID,
  porticoConnector,
  type PorticoWagmiConfig,
} from 'portico/wagmi'
import type { ReactNode } from 'react'
import { parseEther } from 'viem'
import {
  createConfig,
  http,
  useBalance,
  useConnection,
  useSendTransaction,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi'

const modal: PorticoModal = createModal({
  projectId: 'wagmi-host',
  networks: ['eip155:1', 'eip155:8453'],
})

export const config: PorticoWagmiConfig = createPorticoWagmiConfig({
  modal,
  transports: { 1: http('https://eth.example/') },
  pollingInterval: 8_000,
})

// The connector in a config of the app's own making.
const [first, ...rest] = modal.getState().options.networks.map(chainOfNetwork)
export const ownConfig = first
  ? createConfig({
      chains: [first, ...rest],
      connectors: [porticoConnector({ modal })],
      transports: { [first.id]: http() },
    })
  : undefined

const queryClient = new QueryClient()

export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function Wallet() {
  const connection = useConnection({ config })
  const balance = useBalance({ config, address: connection.address })
  const { mutate: switchChain, chains } = useSwitchChain({ config })
  const { mutate: sendTransaction, data: hash } = useSendTransaction({ config })
  const viaPortico = connection.connector?.id === PORTICO_CONNECTOR_ID
  return (
    <section>
      <p>
        {connection.status} {connection.address} {connection.chainId} {String(viaPortico)}
        {balance.data ? `${balance.data.value} ${balance.data.symbol}` : ''}
        {String(Boolean(getWalletProvider(modal)))}
      </p>
      {chains.map((chain) => (
        <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
          {chain.name}
        </button>
      ))}
      <button
        type="button"
        onClick={() =>
          connection.address &&
          sendTransaction({ to: connection.address, value: parseEther('0.01') })
        }
      >
        Send {hash}
      </button>
    </section>
  )
}
