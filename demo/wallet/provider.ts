import {
  createWalletClient,
  formatEther,
  http,
  type Hex,
  type LocalAccount,
  type TransactionRequest,
} from 'viem'
import type { Approver } from './approvals'
import type { WalletChain } from './chains'

type Listener = (payload: unknown) => void

/** A wallet error the EIP-1193 way: a message and a numeric code. */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hex = (value: number) => `0x${value.toString(16)}`
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The first object of a params array, or an empty one: wallets receive untyped JSON. */
function firstParam(params: unknown): Record<string, unknown> {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {}
}

export interface DemoWalletOptions {
  account: LocalAccount
  chains: readonly WalletChain[]
  approve: Approver
  /** Remembers across reloads that the page was granted the account (like an extension). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

const GRANT_KEY = 'demo-wallet:granted'
const CHAIN_KEY = 'demo-wallet:chain'

/**
 * A development wallet: an EIP-1193 provider that signs with a devnet account through viem
 * and asks the visitor (or auto-approves) before connecting, signing, sending or switching.
 * Read-only calls go straight to the current chain's node.
 */
export function createDemoWallet({ account, chains, approve, storage }: DemoWalletOptions) {
  const [first] = chains
  if (!first) throw new Error('The Demo Wallet needs at least one chain')
  // Like an extension, the wallet stays on the chain it was switched to across reloads.
  const storedChainId = Number(storage?.getItem(CHAIN_KEY))
  let chain: WalletChain = chains.find((candidate) => candidate.chainId === storedChainId) ?? first
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload))
  const granted = () => storage?.getItem(GRANT_KEY) === '1'

  async function node(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
    return body.result
  }

  async function ask(method: string, summary: string) {
    if (!(await approve({ method, summary }))) {
      throw new WalletRpcError(4001, 'The visitor rejected the request in Demo Wallet')
    }
  }

  const walletClient = () =>
    createWalletClient({
      account,
      chain: {
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl),
    })

  async function request({
    method,
    params,
  }: {
    method: string
    params?: unknown
  }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!granted()) {
          await ask(method, `Connect ${short(account.address)} to ${location.host}`)
          storage?.setItem(GRANT_KEY, '1')
        }
        return [account.address]
      case 'eth_accounts':
        return granted() ? [account.address] : []
      case 'eth_chainId':
        return hex(chain.chainId)
      case 'wallet_revokePermissions':
        storage?.removeItem(GRANT_KEY)
        return null
      case 'wallet_switchEthereumChain': {
        const chainId = Number(firstParam(params).chainId)
        const target = chains.find((candidate) => candidate.chainId === chainId)
        if (!target) throw new WalletRpcError(4902, `Chain ${chainId} is not known to Demo Wallet`)
        if (target.chainId === chain.chainId) return null
        await ask(method, `Switch to ${target.name}`)
        chain = target
        storage?.setItem(CHAIN_KEY, String(chain.chainId))
        emit('chainChanged', hex(chain.chainId))
        return null
      }
      case 'wallet_addEthereumChain':
        throw new WalletRpcError(4200, 'Demo Wallet only knows the local chains')
      case 'personal_sign': {
        const [message] = Array.isArray(params) ? (params as unknown[]) : []
        if (typeof message !== 'string') throw new WalletRpcError(-32602, 'Nothing to sign')
        await ask(method, `Sign a message as ${short(account.address)}`)
        return account.signMessage({
          message: message.startsWith('0x') ? { raw: message as Hex } : message,
        })
      }
      case 'eth_sendTransaction': {
        const tx = firstParam(params)
        const value = typeof tx.value === 'string' ? BigInt(tx.value) : 0n
        const to = typeof tx.to === 'string' ? (tx.to as Hex) : undefined
        await ask(
          method,
          `Send ${formatEther(value)} ETH${to ? ` to ${short(to)}` : ''} on ${chain.name}` +
            (typeof tx.data === 'string' && tx.data !== '0x' ? ' (with contract data)' : ''),
        )
        const request: TransactionRequest = {
          to,
          value,
          data: typeof tx.data === 'string' ? (tx.data as Hex) : undefined,
        }
        return walletClient().sendTransaction(request)
      }
      default:
        // Reads (balances, calls, receipts, gas) are the node's business.
        return node(method, params)
    }
  }

  return {
    request,
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

export type DemoWallet = ReturnType<typeof createDemoWallet>
