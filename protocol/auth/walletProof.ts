// The two messages of custody that one side signs and the other checks: shared by the frame
// (which signs) and the service (which verifies), so their bytes cannot drift apart. No Node
// or browser API here: the frame bundles this file.
import { sha256, stringToBytes } from 'viem'
import type { RecoveryShare } from './contract'

/**
 * What the wallet's own key signs (EIP-191) to set its shares: the user, the address, the
 * version (the stored one plus 1, so an old upload cannot be replayed to roll shares back) and
 * a digest of the shares themselves.
 */
export function walletSharesMessage(fields: {
  userId: string
  address: string
  version: number
  authShare: string
  recovery: RecoveryShare
}): string {
  const digest = sha256(
    stringToBytes(JSON.stringify({ authShare: fields.authShare, recovery: fields.recovery })),
  )
  return [
    'Portico wallet shares',
    `user: ${fields.userId}`,
    `address: ${fields.address.toLowerCase()}`,
    `version: ${fields.version}`,
    `shares: ${digest}`,
  ].join('\n')
}

/** What the device key signs (ECDSA P-256) to take the recovery share of one ceremony. */
export function recoveryReleaseMessage(ceremonyId: string, userId: string): string {
  return ['portico/recovery-release/v1', ceremonyId, userId].join('\n')
}
