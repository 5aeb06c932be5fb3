/** A chain the Demo Wallet can be on: the local devnet's two, by default. */
export interface WalletChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The devnet of `npm run demo` ("Local Mainnet" and "Local Base"), ports as it starts them. */
export function localChains(mainnetPort = 8545, basePort = 8546): WalletChain[] {
  return [
    { chainId: 31337, name: 'Local Mainnet', rpcUrl: `http://127.0.0.1:${mainnetPort}` },
    { chainId: 31338, name: 'Local Base', rpcUrl: `http://127.0.0.1:${basePort}` },
  ]
}
