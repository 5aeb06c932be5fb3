// A type-level test: it declares how a Solana and a Bitcoin adapter would describe their
// namespaces, and checks them against NamespaceAdapter with tsc (npm run typecheck). There are
// deliberately no runtime stubs: the expectTypeOf calls do nothing when the file runs.
import { describe, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId, Network } from '../network'
import type { Eip155Adapter, Eip155Types } from './eip155'
import type { Eip155TransactionRequest } from './eip155Transaction'
import type {
  AdapterAccount,
  AdapterConnection,
  AdapterEvent,
  AdapterTypes,
  Balance,
  NamespaceAdapter,
} from './types'

// --- Solana: a wallet-standard wallet, base58 keys, transfers or serialized transactions. ---
type Base58 = string & { readonly encoding: 'base58' }

interface WalletStandardWallet {
  name: string
  chains: readonly `solana:${string}`[]
  features: Readonly<Record<`${string}:${string}`, unknown>>
  accounts: readonly { address: string; publicKey: Uint8Array }[]
}

interface SolanaTransfer {
  kind: 'transfer'
  from: Base58
  to: Base58
  lamports: bigint
  /** An SPL token mint; absent for SOL. */
  mint?: Base58
}

interface SolanaSerializedTransaction {
  kind: 'serialized'
  transaction: Uint8Array
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | 'recent' | 'single' | 'root'
}

interface SolanaTypes extends AdapterTypes {
  namespace: 'solana'
  connector: WalletStandardWallet
  address: Base58
  accountType: 'eoa'
  transactionRequest: SolanaTransfer | SolanaSerializedTransaction
  signature: Base58
  transactionId: Base58
}

// --- Bitcoin: a sats-connect-style provider, payment and ordinal accounts, PSBTs. ---
type BitcoinAddress = string & { readonly encoding: 'base58check-or-bech32' }

interface BitcoinWalletProvider {
  request(method: `${string}`, params?: Record<string, unknown>): Promise<unknown>
}

interface BitcoinTransfer {
  kind: 'transfer'
  recipients: readonly { address: BitcoinAddress; sats: bigint }[]
  feeRate?: number
}

interface BitcoinPsbt {
  kind: 'psbt'
  psbtBase64: string
  signInputs: Readonly<Record<string, readonly number[]>>
  broadcast: boolean
}

interface BitcoinTypes extends AdapterTypes {
  namespace: 'bip122'
  connector: BitcoinWalletProvider
  address: BitcoinAddress
  accountType: 'payment' | 'ordinal'
  transactionRequest: BitcoinTransfer | BitcoinPsbt
  /** BIP-322 / legacy message signatures are base64. */
  signature: string
  /** A txid: 64 hex characters, no 0x. */
  transactionId: string
}

type SolanaAdapter = NamespaceAdapter<SolanaTypes>
type BitcoinAdapter = NamespaceAdapter<BitcoinTypes>

/** The signature of what the connection layer writes once for every namespace. */
type ConnectWith<T extends AdapterTypes> = (
  adapter: NamespaceAdapter<T>,
  connector: T['connector'],
) => Promise<AdapterConnection<T>>

describe('NamespaceAdapter fits every namespace (type level)', () => {
  it('accepts the Solana and Bitcoin descriptions as AdapterTypes', () => {
    expectTypeOf<SolanaTypes>().toExtend<AdapterTypes>()
    expectTypeOf<BitcoinTypes>().toExtend<AdapterTypes>()
    expectTypeOf<Eip155Types>().toExtend<AdapterTypes>()
  })

  it('takes Solana shapes: wallet-standard connector, base58 addresses, transactions', () => {
    expectTypeOf<SolanaAdapter['namespace']>().toEqualTypeOf<'solana'>()
    expectTypeOf<SolanaAdapter['connect']>().parameter(0).toEqualTypeOf<WalletStandardWallet>()
    expectTypeOf<SolanaAdapter['sendTransaction']>()
      .parameter(0)
      .toEqualTypeOf<SolanaTransfer | SolanaSerializedTransaction>()
    expectTypeOf<SolanaAdapter['sendTransaction']>().returns.resolves.toEqualTypeOf<Base58>()
    expectTypeOf<SolanaAdapter['signMessage']>().parameters.toEqualTypeOf<[string, Base58]>()
    expectTypeOf<SolanaAdapter['getBalance']>().parameters.toEqualTypeOf<[Base58, Network]>()
    expectTypeOf<SolanaAdapter['getBalance']>().returns.resolves.toEqualTypeOf<Balance>()
    expectTypeOf<SolanaAdapter['estimateGas']>().returns.resolves.toEqualTypeOf<bigint>()
    expectTypeOf<AdapterConnection<SolanaTypes>['accounts'][number]>().toEqualTypeOf<
      AdapterAccount<SolanaTypes>
    >()
  })

  it('takes Bitcoin shapes: several account kinds, PSBTs, base64 signatures', () => {
    expectTypeOf<BitcoinAdapter['namespace']>().toEqualTypeOf<'bip122'>()
    expectTypeOf<BitcoinAdapter['connect']>().parameter(0).toEqualTypeOf<BitcoinWalletProvider>()
    expectTypeOf<BitcoinAdapter['estimateGas']>()
      .parameter(0)
      .toEqualTypeOf<BitcoinTransfer | BitcoinPsbt>()
    expectTypeOf<AdapterAccount<BitcoinTypes>['type']>().toEqualTypeOf<'payment' | 'ordinal'>()
    expectTypeOf<AdapterConnection<BitcoinTypes>['caipNetworkId']>().toEqualTypeOf<CaipNetworkId>()
    expectTypeOf<Extract<AdapterEvent<BitcoinTypes>, { type: 'accountsChanged' }>>().toExtend<{
      accounts: readonly { address: BitcoinAddress; type: 'payment' | 'ordinal' }[]
    }>()
  })

  it('is what the eip155 adapter implements', () => {
    expectTypeOf<Eip155Adapter>().toEqualTypeOf<NamespaceAdapter<Eip155Types>>()
    expectTypeOf<Eip155Adapter['sendTransaction']>()
      .parameter(0)
      .toEqualTypeOf<Eip155TransactionRequest>()
    expectTypeOf<Eip155Adapter['sendTransaction']>().returns.resolves.toEqualTypeOf<`0x${string}`>()
  })

  it('lets one generic code path drive all three', () => {
    expectTypeOf<ConnectWith<SolanaTypes>>()
      .returns.resolves.toHaveProperty('namespace')
      .toEqualTypeOf<'solana'>()
    expectTypeOf<ConnectWith<BitcoinTypes>>().parameter(1).toEqualTypeOf<BitcoinWalletProvider>()
    // A registry of adapters keyed by namespace can hold each of them.
    expectTypeOf<SolanaAdapter>().toExtend<NamespaceAdapter<AdapterTypes>>()
    expectTypeOf<BitcoinAdapter>().toExtend<NamespaceAdapter<AdapterTypes>>()
    expectTypeOf<Eip155Adapter>().toExtend<NamespaceAdapter<AdapterTypes>>()
  })

  it('keeps the namespaces apart', () => {
    expectTypeOf<SolanaAdapter>().not.toExtend<Eip155Adapter>()
    expectTypeOf<Eip155TransactionRequest>().not.toExtend<
      SolanaAdapter['sendTransaction'] extends (request: infer R) => unknown ? R : never
    >()
    expectTypeOf<BitcoinTransfer>().not.toExtend<Eip155TransactionRequest>()
    expectTypeOf<AdapterConnection<SolanaTypes>>().not.toExtend<AdapterConnection<Eip155Types>>()
  })

  it('only accepts namespaces of SPEC §3', () => {
    interface NearTypes extends Omit<SolanaTypes, 'namespace'> {
      namespace: 'near'
    }
    // @ts-expect-error 'near' is not a ChainNamespace, so NearTypes is not AdapterTypes
    expectTypeOf<NamespaceAdapter<NearTypes>>().not.toBeNever()
  })
})
