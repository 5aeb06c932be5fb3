import {
  eip155ChainId,
  parseQuantity,
  PorticoError,
  toChecksumAddress,
  type Eip155TransactionRequest,
  type WalletHandle,
} from 'portico/plugin'
import type { Sender, SenderModal, SendIntent } from './senders'
import { tokenContractOf } from './tokens'

/**
 * The eip155 transfer of an intent: the native currency goes as a transaction with
 * empty data and the value; a token goes to its contract as `transfer(receiver, amount)`. The
 * chain id rides along, so a wallet that moved to another chain refuses instead of sending there.
 * @throws PorticoError `INVALID_ADDRESS` for a malformed address or token contract.
 */
export function eip155TransferRequest(intent: SendIntent): Eip155TransactionRequest {
  const from = toChecksumAddress(intent.from)
  const to = toChecksumAddress(intent.to)
  const chainId = eip155ChainId(intent.caipNetworkId)
  const contract = tokenContractOf(intent.token)
  if (contract === undefined) return { kind: 'native', from, to, value: intent.value, chainId }
  return {
    kind: 'erc20',
    token: toChecksumAddress(contract),
    to,
    amount: intent.value,
    from,
    chainId,
  }
}

/**
 * The connected wallet.
 * @throws PorticoError `NOT_CONNECTED` while nobody is connected.
 */
function walletOf(modal: SenderModal): WalletHandle {
  const wallet = modal.wallet()
  if (!wallet) throw new PorticoError('NOT_CONNECTED', 'No eip155 wallet is connected')
  return wallet
}

/**
 * The gas price, asked of the connected wallet (`eth_gasPrice`), like the gas estimate: both
 * then describe the chain the wallet will send on.
 */
async function gasPrice(wallet: WalletHandle): Promise<bigint> {
  return parseQuantity(await wallet.request({ method: 'eth_gasPrice' }), 'eth_gasPrice')
}

export const eip155Sender: Sender = {
  send: async (modal, intent) => walletOf(modal).sendTransaction(eip155TransferRequest(intent)),

  async estimateFee(modal, intent) {
    const wallet = walletOf(modal)
    const [gas, price] = await Promise.all([
      wallet.estimateGas(eip155TransferRequest(intent)),
      gasPrice(wallet),
    ])
    return { gas, gasPrice: price }
  },
}
