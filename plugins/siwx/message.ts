/**
 * The sign-in message: its fields, then its EIP-4361 / CAIP-122
 * text, written by viem's own SIWE helper (the same one `portico/server` parses with).
 */
import type { SiwxConfig, SiwxMessageData } from 'portico'
import { eip155ChainId } from 'portico/plugin'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** The page the visitor signs in to: its host (with port) and origin. */
export interface SignInPage {
  host: string
  origin: string
}

/** The page this kit runs on. */
export const currentPage = (): SignInPage => ({
  host: window.location.host,
  origin: window.location.origin,
})

/**
 * The fields of a new message for `address` on `chainId` (CAIP-2): the page's domain and
 * URI, the host's nonce, issued `now`, expiring `expiresInMs` later when the host set it.
 */
export function messageData({
  address,
  chainId,
  nonce,
  now,
  page,
  config,
}: {
  address: string
  chainId: string
  nonce: string
  now: Date
  page: SignInPage
  config: Pick<SiwxConfig, 'statement' | 'expiresInMs'>
}): SiwxMessageData {
  return {
    domain: page.host,
    uri: page.origin,
    address: getAddress(address),
    chainId,
    version: '1',
    nonce,
    issuedAt: now.toISOString(),
    ...(config.expiresInMs !== undefined && {
      expirationTime: new Date(now.getTime() + config.expiresInMs).toISOString(),
    }),
    ...(config.statement !== undefined && { statement: config.statement }),
  }
}

/**
 * The EIP-4361 text of `data` (an eip155 account; another network throws
 * INVALID_CAIP_NETWORK_ID). viem checks each field as it writes it:
 * a nonce shorter than 8 letters or digits, a statement over two lines, a domain that is no
 * RFC 3986 authority throw `SiweInvalidMessageFieldError`.
 */
export function siweMessageText(data: SiwxMessageData): string {
  return createSiweMessage({
    domain: data.domain,
    uri: data.uri,
    address: getAddress(data.address),
    chainId: eip155ChainId(data.chainId),
    version: data.version,
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.expirationTime !== undefined && { expirationTime: new Date(data.expirationTime) }),
    ...(data.notBefore !== undefined && { notBefore: new Date(data.notBefore) }),
    ...(data.statement !== undefined && { statement: data.statement }),
    ...(data.requestId !== undefined && { requestId: data.requestId }),
    ...(data.resources !== undefined && { resources: data.resources }),
  })
}

/** The message the visitor signs: the host's own text when it writes one, EIP-4361 otherwise. */
export async function messageText(config: SiwxConfig, data: SiwxMessageData): Promise<string> {
  return config.createMessage ? await config.createMessage(data) : siweMessageText(data)
}
