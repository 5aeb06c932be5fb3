import { siwxSessionSchema } from './sessionSchema'
import type { SiweConfig, SiwxConfig, SiwxSession } from 'portico'

/**
 * Where the adapter keeps the session it signed: the legacy shape's `getSession` answers
 * only `{ address, chainId }`, while a session is its data, message and signature. The
 * host's server stays the authority: the kept copy counts only while `getSession` agrees.
 */
export const SIWE_SESSION_STORAGE_KEY = 'portico:siweSession'

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): the visitor signs in again.
    return undefined
  }
}

/** The kept session; a corrupt value is dropped, never thrown. */
function readKept(): SiwxSession | undefined {
  const raw = storage()?.getItem(SIWE_SESSION_STORAGE_KEY)
  if (!raw) return undefined
  try {
    const parsed = siwxSessionSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // Not JSON: forgotten below.
  }
  storage()?.removeItem(SIWE_SESSION_STORAGE_KEY)
  return undefined
}

function keep(session: SiwxSession | undefined): void {
  try {
    if (session) storage()?.setItem(SIWE_SESSION_STORAGE_KEY, JSON.stringify(session))
    else storage()?.removeItem(SIWE_SESSION_STORAGE_KEY)
  } catch {
    // A full storage costs a new signature after reload, nothing more.
  }
}

const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const chainNumber = (caipNetworkId: string) => Number(caipNetworkId.split(':')[1])

/**
 * The legacy `siweConfig` (getNonce, createMessage, verifyMessage, getSession, signOut) as a
 * `siwx` config: `verifyMessage` refusing is `addSession` rejecting; `signOut` revokes.
 */
export function adaptSiweConfig(legacy: SiweConfig): SiwxConfig {
  return {
    getNonce: ({ address }) => legacy.getNonce(address),
    createMessage: (data) =>
      legacy.createMessage({
        domain: data.domain,
        uri: data.uri,
        address: `${data.chainId}:${data.address}`,
        chainId: chainNumber(data.chainId),
        nonce: data.nonce,
        version: data.version,
        iat: data.issuedAt,
        ...(data.expirationTime !== undefined && { exp: data.expirationTime }),
        ...(data.notBefore !== undefined && { nbf: data.notBefore }),
        ...(data.statement !== undefined && { statement: data.statement }),
        ...(data.requestId !== undefined && { requestId: data.requestId }),
        ...(data.resources !== undefined && { resources: data.resources }),
      }),
    async addSession(session) {
      const accepted = await legacy.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao !== undefined && { cacao: session.cacao }),
      })
      if (accepted !== true) throw new Error('The site did not accept the signature')
      keep(session)
      legacy.onSignIn?.((await legacy.getSession()) ?? undefined)
    },
    async getSessions(chainId, address) {
      const current = await legacy.getSession()
      if (
        !current ||
        !sameAccount(current.address, address) ||
        current.chainId !== chainNumber(chainId)
      ) {
        return []
      }
      const kept = readKept()
      return kept && sameAccount(kept.data.address, address) && kept.data.chainId === chainId
        ? [kept]
        : []
    },
    async revokeSession() {
      keep(undefined)
      await legacy.signOut()
      legacy.onSignOut?.()
    },
    ...(legacy.required !== undefined && { required: legacy.required }),
    ...(legacy.statement !== undefined && { statement: legacy.statement }),
    ...(legacy.expiresInMs !== undefined && { expiresInMs: legacy.expiresInMs }),
  }
}
