/**
 * `portico/server`: what a host's server needs to trust a sign-in made with the kit's
 * `siwx` option. Framework-free and Node-only: it imports viem, never React or
 * the modal.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { mainnet } from 'viem/chains'
 * import { verifySignIn } from 'portico/server'
 *
 * const client = createPublicClient({ chain: mainnet, transport: http() })
 * const result = await verifySignIn({ message, signature, nonce, domain: 'shop.example', client })
 * if (!result.ok) return reply(401, result.reason)
 * startSession(result.address, result.expirationTime)
 *
 * @module portico/server
 */
import {
  getAddress,
  isHex,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type Transport,
} from 'viem'
import { getChainId } from 'viem/actions'
import {
  createSiweMessage,
  generateSiweNonce,
  parseSiweMessage,
  verifySiweMessage,
} from 'viem/siwe'
import * as z from 'zod/mini'

/** Why a sign-in was refused. */
export type SignInErrorCode =
  /** Not an EIP-4361 message (or fields missing or out of order). */
  | 'INVALID_MESSAGE'
  /** Signed for another site. */
  | 'WRONG_DOMAIN'
  /** Not the nonce this server issued (or one already used). */
  | 'WRONG_NONCE'
  /** Its expiration time has passed. */
  | 'EXPIRED'
  /** Its not-before time has not come yet. */
  | 'NOT_YET_VALID'
  /** Signed on another network than `client`'s. */
  | 'WRONG_CHAIN'
  /** The signature is not the account's (EOA, EIP-1271 contract or EIP-6492 counterfactual). */
  | 'BAD_SIGNATURE'

/** A sign-in this server may trust: who, on which network, and for how long. */
export interface VerifiedSignIn {
  ok: true
  address: Address
  chainId: number
  /** `eip155:<chainId>`. */
  caipNetworkId: string
  domain: string
  uri: string
  nonce: string
  issuedAt: Date | undefined
  expirationTime: Date | undefined
  notBefore: Date | undefined
  statement: string | undefined
}

/** A refused sign-in: its code and a sentence for logs. */
export interface RefusedSignIn {
  ok: false
  error: SignInErrorCode
  reason: string
}

export interface VerifySignInParameters {
  /** The message text the wallet signed (the session's `message`). */
  message: string
  /** The wallet's signature (the session's `signature`). */
  signature: string
  /** The nonce this server issued for this sign-in; each is to be accepted once. */
  nonce: string
  /** This site's domain as the page has it (`location.host`: host, and port if any). */
  domain: string
  /**
   * A viem client of the network the visitor signs in on: its chain id is the one the message
   * must name, and it checks contract wallets' signatures (EIP-1271, EIP-6492) on the node.
   */
  client: Client<Transport, Chain | undefined>
  /** The time to judge expiry by (now). */
  time?: Date
}

const parametersSchema = z.object({
  message: z.string().check(z.minLength(1, 'message must not be empty')),
  signature: z.string().check(z.refine((value) => isHex(value), 'signature must be 0x-hex')),
  nonce: z.string().check(z.minLength(1, 'nonce must not be empty')),
  domain: z.string().check(z.minLength(1, 'domain must not be empty')),
})

const refuse = (error: SignInErrorCode, reason: string): RefusedSignIn => ({
  ok: false,
  error,
  reason,
})

/**
 * Checks a sign-in: the message is EIP-4361 (parsed and written back identically with viem's
 * SIWE helpers), for `domain`, with `nonce`, on `client`'s network, inside its validity, and
 * signed by its account (viem's `verifySiweMessage`: EOAs, EIP-1271 contracts and EIP-6492
 * undeployed accounts). Resolves with the verified sign-in or the reason it was refused;
 * rejects only when the node cannot be reached. Refusing a used nonce is the caller's part
 * (issue each once, forget it when it is checked).
 */
export async function verifySignIn(
  parameters: VerifySignInParameters,
): Promise<VerifiedSignIn | RefusedSignIn> {
  const input = parametersSchema.safeParse(parameters)
  if (!input.success) return refuse('INVALID_MESSAGE', z.prettifyError(input.error))
  const { message, nonce, domain } = input.data
  const signature = input.data.signature as Hex
  const { client, time = new Date() } = parameters

  const parsed = parseSiweMessage(message)
  const { address, chainId, uri, version } = parsed
  if (
    !address ||
    chainId === undefined ||
    !parsed.domain ||
    !parsed.nonce ||
    !uri ||
    version !== '1'
  ) {
    return refuse('INVALID_MESSAGE', 'The message is not an EIP-4361 sign-in message')
  }
  if (
    !isCanonical(message, {
      ...parsed,
      address,
      chainId,
      domain: parsed.domain,
      nonce: parsed.nonce,
      uri,
      version,
    })
  ) {
    return refuse('INVALID_MESSAGE', 'The message is not written as EIP-4361 writes it')
  }
  if (parsed.domain !== domain) {
    return refuse('WRONG_DOMAIN', `The message is for ${parsed.domain}, not ${domain}`)
  }
  if (parsed.nonce !== nonce) return refuse('WRONG_NONCE', 'The message has another nonce')
  const expected = client.chain?.id ?? (await getChainId(client))
  if (chainId !== expected) {
    return refuse('WRONG_CHAIN', `The message is for chain ${chainId}, not ${expected}`)
  }
  if (parsed.expirationTime && time >= parsed.expirationTime) {
    return refuse('EXPIRED', `The message expired at ${parsed.expirationTime.toISOString()}`)
  }
  if (parsed.notBefore && time < parsed.notBefore) {
    return refuse('NOT_YET_VALID', `The message is valid from ${parsed.notBefore.toISOString()}`)
  }
  const signed = await verifySiweMessage(client, { message, signature, domain, nonce, time })
  if (!signed) return refuse('BAD_SIGNATURE', `The signature is not ${address}'s`)
  return {
    ok: true,
    address: getAddress(address),
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    domain: parsed.domain,
    uri,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
    statement: parsed.statement,
  }
}

/** Whether viem writes the parsed fields back into exactly `message` (nothing added or reordered). */
function isCanonical(message: string, fields: Parameters<typeof createSiweMessage>[0]): boolean {
  try {
    return createSiweMessage(fields) === message
  } catch {
    // A field viem refuses to write (a nonce under 8 characters, a bad URI).
    return false
  }
}

/**
 * A fresh nonce for one sign-in (viem's `generateSiweNonce`: 96 random letters and digits): hand it to the page (`siwx.getNonce`), keep it, accept it once.
 */
export const createNonce = (): string => generateSiweNonce()
