/**
 * Which session counts for the connected account: one the host's `getSessions` answers
 * (parsed: it crosses a boundary), for that address on that network, inside its validity.
 */
import type { SiwxConfig, SiwxSession } from 'portico'
import { selectActiveAccount, type CoreState } from 'portico/plugin'
import { siwxSessionSchema } from './sessionSchema'
import * as z from 'zod/mini'

/** The account sign-in is for: an eip155 address on a network (CAIP-2). */
export interface SignInAccount {
  address: string
  chainId: string
}

/** The connected account of the active namespace, when it is an eip155 one. */
export function signInAccountOf(state: CoreState): SignInAccount | undefined {
  const account = selectActiveAccount(state)
  if (
    state.account.activeNamespace !== 'eip155' ||
    account.status !== 'connected' ||
    !account.address ||
    !account.caipNetworkId
  ) {
    return undefined
  }
  return { address: account.address, chainId: account.caipNetworkId }
}

export const sameAccount = (a: SignInAccount | undefined, b: SignInAccount | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.address.toLowerCase() === b.address.toLowerCase() &&
  a.chainId === b.chainId

/** Whether `session` is the account's and valid at `now` (not expired, not before its start). */
export function isSessionValid(session: SiwxSession, account: SignInAccount, now: Date): boolean {
  const { data } = session
  if (!sameAccount({ address: data.address, chainId: data.chainId }, account)) return false
  const time = now.getTime()
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= time) return false
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > time) return false
  return true
}

const sessionsSchema = z.array(siwxSessionSchema)

/**
 * The account's valid session among those the host holds, or undefined. Throws when the
 * host's `getSessions` fails or answers something that is no list of sessions.
 */
export async function findSession(
  config: SiwxConfig,
  account: SignInAccount,
  now: Date = new Date(),
): Promise<SiwxSession | undefined> {
  const answer = await config.getSessions(account.chainId, account.address)
  const parsed = sessionsSchema.safeParse(answer)
  if (!parsed.success) {
    throw new Error(`siwx.getSessions() answered no list of sessions: ${parsed.error.message}`)
  }
  return parsed.data.find((session) => isSessionValid(session, account, now))
}
