import type { Eip1193Provider } from '../../chains/adapters/eip1193'
import { eip155ChainId } from '../../chains/caip'
import type { WalletConnectClient } from './client'

type Listener = (payload: unknown) => void

const DECIMAL = /^\d+$/

/**
 * A chain id as EIP-1193 says it (`0x2105`). The universal provider answers `eth_chainId`
 * with a number and emits `chainChanged` with the decimal reference (`"8453"`); anything
 * else is passed on unchanged for the adapter's parser to refuse.
 */
export function toHexChainId(value: unknown): unknown {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
    return `0x${value.toString(16)}`
  }
  if (typeof value === 'string' && DECIMAL.test(value)) return toHexChainId(Number(value))
  if (typeof value === 'string' && value.startsWith('eip155:')) {
    try {
      return toHexChainId(eip155ChainId(value))
    } catch {
      return value
    }
  }
  return value
}

/**
 * The WalletConnect session as the plain EIP-1193 provider the eip155 adapter expects, so
 * connecting, switching, signing and sending take the same path as for a browser wallet:
 * - chain ids come out in hex (see toHexChainId);
 * - `wallet_revokePermissions`, the adapter's disconnect, ends the WalletConnect session:
 *   a session has no permission to revoke short of ending it, and an already ended session
 *   counts as disconnected rather than as a failure.
 */
export function walletConnectEip1193(client: WalletConnectClient): Eip1193Provider {
  const wrapped = new Map<Listener, Listener>()
  return {
    async request(args) {
      if (args.method === 'wallet_revokePermissions') {
        if (client.session) await client.disconnect()
        return null
      }
      const result = await client.request(args)
      return args.method === 'eth_chainId' ? toHexChainId(result) : result
    },
    on(event, listener) {
      let forward = listener
      if (event === 'chainChanged') {
        forward = wrapped.get(listener) ?? ((payload: unknown) => listener(toHexChainId(payload)))
        wrapped.set(listener, forward)
      }
      client.on(event, forward)
    },
    removeListener(event, listener) {
      client.removeListener(
        event,
        event === 'chainChanged' ? (wrapped.get(listener) ?? listener) : listener,
      )
      if (event === 'chainChanged') wrapped.delete(listener)
    },
  }
}
