import * as z from 'zod/mini'
import { createWalletClient, defineChain, hexToBigInt, http, type Chain, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { NODE_METHODS } from '../protocol/frame/methods'
import type { AuthChain } from '../protocol/auth/contract'
import { hexSchema, transactionRequestSchema, typedDataRequestSchema } from './requests'

/** A method the frame refuses. */
export class NotAllowedError extends Error {
  constructor() {
    super('Requested RPC call is not allowed')
  }
}

const rpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/** A JSON-RPC error the node answered, passed on as it is. */
export class NodeRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const chainOf = (chain: AuthChain): Chain =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })

/**
 * The embedded wallet's key in memory (never stored whole, never posted) and what it does:
 * signs with viem, sends through the node of the current chain, forwards reads to it.
 */
export function createEmbeddedWallet(key: Hex, fetchImpl: typeof fetch = fetch) {
  const account: PrivateKeyAccount = privateKeyToAccount(key)
  let nextId = 1

  async function forward(chain: AuthChain, method: string, params: readonly unknown[]) {
    const response = await fetchImpl(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    const answer = rpcAnswerSchema.safeParse(await response.json().catch(() => undefined))
    if (!answer.success) throw new Error(`The node answered ${method} with no JSON-RPC result`)
    if ('error' in answer.data)
      throw new NodeRpcError(answer.data.error.code, answer.data.error.message)
    return answer.data.result
  }

  async function sendTransaction(chain: AuthChain, params: readonly unknown[]): Promise<Hex> {
    const tx = transactionRequestSchema.parse(params[0])
    if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) {
      throw new Error('The transaction is not from this wallet')
    }
    const client = createWalletClient({
      account,
      chain: chainOf(chain),
      transport: http(chain.rpcUrl, { fetchFn: fetchImpl }),
    })
    // viem fills what is missing (nonce, gas, fees) from the node, signs and sends it raw.
    return client.sendTransaction({
      to: tx.to ?? undefined,
      data: tx.data as Hex | undefined,
      value: tx.value ? hexToBigInt(tx.value as Hex) : undefined,
      gas: tx.gas ? hexToBigInt(tx.gas as Hex) : undefined,
      nonce: tx.nonce ? Number(hexToBigInt(tx.nonce as Hex)) : undefined,
      ...(tx.maxFeePerGas
        ? {
            maxFeePerGas: hexToBigInt(tx.maxFeePerGas as Hex),
            maxPriorityFeePerGas: tx.maxPriorityFeePerGas
              ? hexToBigInt(tx.maxPriorityFeePerGas as Hex)
              : undefined,
          }
        : tx.gasPrice
          ? { gasPrice: hexToBigInt(tx.gasPrice as Hex) }
          : {}),
    } as Parameters<typeof client.sendTransaction>[0])
  }

  const sameAccount = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase()

  return {
    address: account.address,
    async request(chain: AuthChain, method: string, params: readonly unknown[]): Promise<unknown> {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account.address]
        case 'eth_chainId':
          return `0x${chain.chainId.toString(16)}`
        case 'personal_sign': {
          const [message, signer] = params
          if (!sameAccount(signer)) throw new Error('personal_sign is not for this wallet')
          const raw = hexSchema.parse(message) as Hex
          return account.signMessage({ message: { raw } })
        }
        case 'eth_signTypedData_v4': {
          const [signer, data] = params
          if (!sameAccount(signer)) throw new Error('eth_signTypedData_v4 is not for this wallet')
          const typed = typedDataRequestSchema.parse(
            typeof data === 'string' ? JSON.parse(data) : data,
          )
          const { EIP712Domain: _domain, ...types } = typed.types
          return account.signTypedData({
            domain: typed.domain,
            types,
            primaryType: typed.primaryType,
            message: typed.message,
          } as Parameters<typeof account.signTypedData>[0])
        }
        case 'eth_sendTransaction':
          return sendTransaction(chain, params)
        default:
          if (NODE_METHODS.has(method)) return forward(chain, method, params)
          throw new NotAllowedError()
      }
    },
  }
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
