/**
 * The RPC methods the embedded wallet accepts and their classification:
 * safe ones (read-only, and sending an already signed transaction) go to the frame as they
 * are; unsafe ones (signing, sending, calls, permissions) need the visitor's approval first.
 * Anything else is refused with 'Requested RPC call is not allowed'.
 */
/**
 * The safe methods the frame answers by asking the node of the current chain (the frame and
 * the kit's provider both read this list).
 */
export const NODE_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
])

export const SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_chainId',
  ...NODE_METHODS,
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** The methods the frame app itself can carry out (the eip155 ones of UNSAFE_METHODS). */
export const FRAME_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

export type MethodClass = 'safe' | 'unsafe' | 'refused'

export function classifyMethod(method: string): MethodClass {
  if (SAFE_METHODS.has(method)) return 'safe'
  if (UNSAFE_METHODS.has(method)) return 'unsafe'
  return 'refused'
}

/** The text of a refused method. */
export const METHOD_NOT_ALLOWED = 'Requested RPC call is not allowed'
