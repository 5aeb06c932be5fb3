// What the node suites that run real WalletConnect clients share: sign-clients that talk to the
// local stack alone, and a fetch that refuses (and records) any address off 127.0.0.1.
import { SignClient } from '@walletconnect/sign-client'
import { vi } from 'vitest'
import { attestationResolver } from '../../demo/mobile-wallet/verifyAttestation'
import type { WalletConnectStack } from '../../demo/walletconnect/server'
import { MemoryStorage } from './memoryStorage'

export type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

/**
 * A sign-client on the local relay, as a dApp or a wallet: storage in memory, its own core
 * (clients with the same storage prefix share one, and one relay identity), no log, telemetry
 * off, and Verify answered by the local stand-in. As a wallet, sign-client checks the
 * proposer's attestation and, when there is none (a dApp outside a browser registers none),
 * asks WalletConnect's Verify service by the message's hash: the demo mobile wallet's
 * resolver answers from the stand-in's key instead, and answers nothing without an
 * attestation.
 */
export async function localSignClient(
  stack: WalletConnectStack,
  name: string,
  prefix: string,
): Promise<SignClientInstance> {
  const client = await SignClient.init({
    projectId: 'local-demo',
    relayUrl: stack.relayUrl,
    storage: new MemoryStorage(),
    customStoragePrefix: prefix,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name, description: name, url: `https://${name.toLowerCase()}.test`, icons: [] },
  })
  Object.assign(client.core.verify, {
    verifyUrlV3: `${stack.verifyUrl}/v3`,
    resolve: attestationResolver(stack.verifyUrl),
  })
  return client
}

/**
 * Replaces the global fetch, for the calling suite, with one that passes 127.0.0.1 through and
 * refuses anything else. Returns the refused addresses, for the suite to expect empty.
 */
export function refuseRemoteFetch(): string[] {
  const refused: string[] = []
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1') {
      refused.push(url.href)
      return Promise.reject(new TypeError(`no request leaves 127.0.0.1 (${url.origin})`))
    }
    return realFetch(input, init)
  })
  return refused
}
