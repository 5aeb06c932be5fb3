// The demo's Farcaster accounts: an fid, a username and a custody key each. The keys are made
// from public seeds (a demo has nothing to protect); the registry answers their addresses as
// the fids' custody addresses, as Farcaster's Id Registry does on OP Mainnet.
import { keccak256, stringToBytes, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

export interface FarcasterAccount {
  fid: number
  username: string
  displayName: string
  custody: PrivateKeyAccount
}

const custodyKey = (fid: number): Hex => keccak256(stringToBytes(`portico-demo-farcaster:${fid}`))

function account(fid: number, username: string, displayName: string): FarcasterAccount {
  return { fid, username, displayName, custody: privateKeyToAccount(custodyKey(fid)) }
}

export const FARCASTER_ACCOUNTS: readonly FarcasterAccount[] = [
  account(1001, 'alice', 'Alice'),
  account(1002, 'bob', 'Bob'),
]

export const accountOf = (fid: number) => FARCASTER_ACCOUNTS.find((item) => item.fid === fid)
