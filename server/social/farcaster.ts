import { isAddress, isAddressEqual, isHex, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { FARCASTER_CHAIN_ID, ID_TOKEN_CLOCK_TOLERANCE_S } from './limits'

/** Why a Farcaster sign-in was refused (logged by its reason). */
export class FarcasterSignInError extends Error {
  constructor(
    readonly reason: 'message' | 'expired' | 'custody' | 'signature',
    message: string,
  ) {
    super(message)
    this.name = 'FarcasterSignInError'
  }
}

/**
 * Verifies a Sign In With Farcaster message (EIP-4361 shaped, FIP-11) as the relay handed it
 * over: it must be the one this sign-in asked for (domain, URI, nonce, Farcaster's chain, the
 * fid among its resources, within its times at `now`), be signed by the address it names, and
 * that address must be the fid's custody address in the registry. Only then are the fid and
 * the username the relay reported trusted.
 */
export async function verifyFarcasterSignIn(
  signed: { message: string; signature: string; fid: number },
  expected: {
    domain: string
    uri: string
    nonce: string
    now: number
    custodyOf: (fid: number) => Promise<string | undefined>
  },
): Promise<void> {
  const fields = parseSiweMessage(signed.message)
  const toleranceMs = ID_TOKEN_CLOCK_TOLERANCE_S * 1000
  if (
    fields.domain !== expected.domain ||
    fields.uri !== expected.uri ||
    fields.nonce !== expected.nonce ||
    fields.chainId !== FARCASTER_CHAIN_ID ||
    fields.version !== '1' ||
    fields.address === undefined ||
    !(fields.resources ?? []).includes(`farcaster://fid/${signed.fid}`)
  )
    throw new FarcasterSignInError('message', 'not the message this sign-in asked for')
  if (
    (fields.expirationTime !== undefined && fields.expirationTime.getTime() <= expected.now) ||
    (fields.notBefore !== undefined && fields.notBefore.getTime() > expected.now + toleranceMs) ||
    (fields.issuedAt !== undefined && fields.issuedAt.getTime() > expected.now + toleranceMs)
  )
    throw new FarcasterSignInError('expired', 'outside its times')
  const custody = await expected.custodyOf(signed.fid)
  if (custody === undefined || !isAddress(custody) || !isAddressEqual(custody, fields.address))
    throw new FarcasterSignInError('custody', "not the fid's custody address")
  if (!isHex(signed.signature)) throw new FarcasterSignInError('signature', 'not a signature')
  const signer = await recoverMessageAddress({
    message: signed.message,
    signature: signed.signature,
  })
  if (!isAddressEqual(signer, fields.address))
    throw new FarcasterSignInError('signature', 'signed by another key')
}
