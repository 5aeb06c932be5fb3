import { eip155ChainId } from '../../core/chains/caip'
import { toChecksumAddress } from '../../core/chains/address'
import type { Eip155TransactionRequest } from '../../core/chains/adapters/eip155Transaction'
import { parseQuantity } from '../../core/chains/adapters/eip155Rpc'
import { toWalletError } from '../../core/chains/adapters/walletErrors'
import { adapterFor } from '../../core/connection/adapters'
import { getWalletProvider } from '../../core/connection/provider'
import { PorticoError } from '../../core/errors/PorticoError'
import type { Sender, SendIntent } from './senders'
import { tokenContractOf } from './tokens'

/**
 * The eip155 transfer of an intent (SPEC §4): the native currency goes as a transaction with
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
 * The gas price, asked of the connected wallet (`eth_gasPrice`), like the gas estimate the
 * adapter asks of it: both then describe the chain the wallet will send on.
 */
async function gasPrice(runtime: SenderRuntime, getState: SenderGetState): Promise<bigint> {
  const provider = getWalletProvider({ getState, runtime })
  if (!provider) throw new PorticoError('NOT_CONNECTED', 'No eip155 wallet is connected')
  let result: unknown
  try {
    result = await provider.request({ method: 'eth_gasPrice' })
  } catch (error) {
    throw toWalletError(error, 'eth_gasPrice')
  }
  return parseQuantity(result, 'eth_gasPrice')
}

type SenderRuntime = Parameters<Sender['send']>[0]
type SenderGetState = Parameters<Sender['send']>[1]

export const eip155Sender: Sender = {
  send: (runtime, _getState, intent) =>
    adapterFor(runtime, 'eip155').sendTransaction(eip155TransferRequest(intent)),

  async estimateFee(runtime, getState, intent) {
    const [gas, price] = await Promise.all([
      adapterFor(runtime, 'eip155').estimateGas(eip155TransferRequest(intent)),
      gasPrice(runtime, getState),
    ])
    return { gas, gasPrice: price }
  },
}
