import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  parseAbiItem,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem'
import type { TokenBalance } from '../../core/account/schemas'
import { nftMetadataSchema, type Nft, type NftMetadata } from '../../plugins/nfts/schemas'
import type { HistoryTransaction } from './schemas'

/**
 * What the local services read from a devnet: real balances (native `eth_getBalance` and
 * ERC-20 `balanceOf`) and an index of transfers (native value transfers from the blocks, token
 * and NFT transfers from the Transfer logs) for the history call, and from the NFT transfers
 * who holds each item of the configured collections, for the NFT call.
 */

export interface ServiceToken {
  address: Address
  symbol: string
  name: string
  decimals: number
}

export interface ServiceChain {
  /** CAIP-2, e.g. `eip155:31337`. */
  caipNetworkId: string
  rpcUrl: string
  tokens: readonly ServiceToken[]
  /** Defaults to Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** The NFT collections (ERC-721) whose items the services index. */
  collections?: readonly ServiceCollection[]
}

export interface ServiceCollection {
  address: Address
  name: string
  symbol: string
  standard: 'erc721'
}

/**
 * The metadata JSON a token URI resolves to, or undefined when the services cannot resolve it
 * (an NFT API's gateway); parsed with the kit's metadata schema before it is used.
 */
export type TokenUriResolver = (uri: string) => unknown

/** Fixed demo prices in USD by symbol; a symbol not listed is worth 0. */
export const DEMO_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  DEMO: 2.5,
}

const priceOf = (symbol: string) => DEMO_PRICES_USD[symbol.toUpperCase()] ?? 0
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
// ERC-721's Transfer has the same signature (and topic) but its token id is indexed.
const nftTransferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)
const tokenUriAbi = [
  parseAbiItem('function tokenURI(uint256 tokenId) view returns (string)'),
] as const

/** Cents precision: a holding's worth as the service reports it. */
const usd = (numeric: string, price: number) => Math.round(Number(numeric) * price * 100) / 100

interface IndexedTransfer {
  /** null for the native currency or an NFT. */
  token: ServiceToken | null
  /** The item an NFT transfer moved (value 1). */
  nft?: IndexedNft
  from: Address
  to: Address
  value: bigint
}

/** An item of a collection, with its metadata once resolved, and who holds it now. */
interface IndexedNft {
  collection: ServiceCollection
  tokenId: bigint
  owner: Address
  tokenUri: string | null
  metadata: NftMetadata | null
}

interface IndexedTransaction {
  hash: string
  blockNumber: bigint
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
}

/** How far back the first sync of a chain looks; a devnet has far fewer blocks. */
const MAX_BLOCKS_FIRST_SYNC = 5_000n

export class ChainReader {
  readonly client: PublicClient
  private readonly native: { name: string; symbol: string; decimals: number }
  private readonly indexed = new Map<string, IndexedTransaction>()
  /** Every item of the collections seen in a Transfer, by `collection:tokenId`. */
  private readonly items = new Map<string, IndexedNft>()
  private nextBlock: bigint | null = null
  private syncing: Promise<void> | null = null

  constructor(
    readonly chain: ServiceChain,
    private readonly iconUrl: (symbol: string) => string,
    private readonly resolveTokenUri: TokenUriResolver = () => undefined,
  ) {
    this.client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    this.native = chain.nativeCurrency ?? ETHER
  }

  /** The native entry first, then each configured token, all read from the chain now. */
  async balances(address: Address): Promise<TokenBalance[]> {
    const { caipNetworkId, tokens } = this.chain
    const [native, tokenValues] = await Promise.all([
      this.client.getBalance({ address }),
      // A token that cannot be read (no contract at the address: a devnet restarted without
      // its deployments) is left out, with a warning, rather than failing the whole answer.
      Promise.allSettled(
        tokens.map((token) =>
          this.client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ),
      ),
    ])
    const entry = (
      info: { name: string; symbol: string; decimals: number },
      raw: bigint,
      tokenAddress?: Address,
    ): TokenBalance => {
      const numeric = formatUnits(raw, info.decimals)
      const price = priceOf(info.symbol)
      return {
        name: info.name,
        symbol: info.symbol,
        chainId: caipNetworkId,
        // CAIP-10, as the service gives it.
        ...(tokenAddress && { address: `${caipNetworkId}:${getAddress(tokenAddress)}` }),
        value: usd(numeric, price),
        price,
        quantity: { decimals: String(info.decimals), numeric },
        iconUrl: this.iconUrl(info.symbol),
      }
    }
    const entries = [entry(this.native, native)]
    tokens.forEach((token, index) => {
      const read = tokenValues[index]
      if (read?.status === 'fulfilled') entries.push(entry(token, read.value, token.address))
      else console.warn(`[services] ${token.symbol} on ${caipNetworkId}: balanceOf failed`)
    })
    return entries
  }

  /** Brings the index up to the latest block; concurrent callers share one sync. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => {
      this.syncing = null
    })
    return this.syncing
  }

  private async syncOnce() {
    // Not viem's cached block number (4 s): a transfer just mined must be in the next answer.
    const latest = await this.client.getBlockNumber({ cacheTime: 0 })
    const from =
      this.nextBlock ?? (latest > MAX_BLOCKS_FIRST_SYNC ? latest - MAX_BLOCKS_FIRST_SYNC : 0n)
    if (from > latest) return
    const timestamps = new Map<bigint, number>()

    // Native value transfers, block by block (a devnet has few blocks and few transactions).
    for (let number = from; number <= latest; number++) {
      const block = await this.client.getBlock({ blockNumber: number, includeTransactions: true })
      timestamps.set(number, Number(block.timestamp))
      for (const tx of block.transactions) {
        if (tx.value === 0n) continue
        const receipt = await this.client.getTransactionReceipt({ hash: tx.hash })
        const record = this.record(tx.hash, {
          blockNumber: number,
          timestamp: Number(block.timestamp),
          from: tx.from,
          to: tx.to,
          nonce: tx.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
        })
        if (tx.to) record.transfers.push({ token: null, from: tx.from, to: tx.to, value: tx.value })
      }
    }

    // Token transfers, from the Transfer logs of the configured tokens.
    const tokens = new Map(this.chain.tokens.map((token) => [token.address.toLowerCase(), token]))
    if (tokens.size > 0) {
      const logs = await this.client.getLogs({
        address: this.chain.tokens.map((token) => token.address),
        event: transferEvent,
        fromBlock: from,
        toBlock: latest,
      })
      for (const log of logs) {
        const token = tokens.get(log.address.toLowerCase())
        const { from: sender, to, value } = log.args
        if (!token || !sender || !to || value === undefined || !log.transactionHash) continue
        const record = await this.recordOfLog(log.transactionHash, log.blockNumber, timestamps)
        record.transfers.push({ token, from: sender, to, value })
      }
    }

    await this.indexNftTransfers(from, latest, timestamps)
    this.nextBlock = latest + 1n
  }

  /** NFT transfers, from the Transfer logs of the collections: history and holders. */
  private async indexNftTransfers(from: bigint, latest: bigint, timestamps: Map<bigint, number>) {
    const collections = this.chain.collections ?? []
    if (collections.length === 0) return
    const byAddress = new Map(collections.map((c) => [c.address.toLowerCase(), c]))
    const logs = await this.client.getLogs({
      address: collections.map((collection) => collection.address),
      event: nftTransferEvent,
      fromBlock: from,
      toBlock: latest,
    })
    const fresh: IndexedNft[] = []
    for (const log of logs) {
      const collection = byAddress.get(log.address.toLowerCase())
      const { from: sender, to, tokenId } = log.args
      if (!collection || !sender || !to || tokenId === undefined || !log.transactionHash) continue
      const key = `${collection.address.toLowerCase()}:${tokenId}`
      let item = this.items.get(key)
      if (item) item.owner = to
      else {
        item = { collection, tokenId, owner: to, tokenUri: null, metadata: null }
        this.items.set(key, item)
        fresh.push(item)
      }
      const record = await this.recordOfLog(log.transactionHash, log.blockNumber, timestamps)
      record.transfers.push({ token: null, nft: item, from: sender, to, value: 1n })
    }
    // Each new item's metadata, once: its token URI read from the contract, then resolved.
    await Promise.all(fresh.map((item) => this.resolveMetadata(item)))
  }

  /**
   * The record of a log's transaction: the one indexed already (a transaction moving several
   * tokens or items has a log for each), else one made from the transaction. Its time is its
   * block's, from the blocks this sync read, else asked of the node.
   */
  private async recordOfLog(
    hash: Hash,
    logBlock: bigint | null,
    timestamps: Map<bigint, number>,
  ): Promise<IndexedTransaction> {
    const known = this.indexed.get(hash)
    if (known) return known
    const tx = await this.client.getTransaction({ hash })
    const blockNumber = logBlock ?? tx.blockNumber ?? 0n
    return this.record(hash, {
      blockNumber,
      timestamp: timestamps.get(blockNumber) ?? (await this.timestampOf(blockNumber)),
      from: tx.from,
      to: tx.to,
      nonce: tx.nonce,
      // Logs exist only for transactions that succeeded.
      status: 'confirmed',
    })
  }

  private async timestampOf(blockNumber: bigint): Promise<number> {
    return Number((await this.client.getBlock({ blockNumber })).timestamp)
  }

  private async resolveMetadata(item: IndexedNft) {
    try {
      item.tokenUri = await this.client.readContract({
        address: item.collection.address,
        abi: tokenUriAbi,
        functionName: 'tokenURI',
        args: [item.tokenId],
      })
    } catch {
      console.warn(`[services] tokenURI(${item.tokenId}) of ${item.collection.address} failed`)
      return
    }
    const parsed = nftMetadataSchema.safeParse(this.resolveTokenUri(item.tokenUri))
    // Metadata that does not parse is no metadata: the item is still listed, unnamed.
    item.metadata = parsed.success ? parsed.data : null
  }

  /** The items `account` holds on this chain, by collection and token id, in the NFT call's shape. */
  nfts(account: Address): Nft[] {
    const me = account.toLowerCase()
    return [...this.items.values()]
      .filter((item) => item.owner.toLowerCase() === me)
      .sort((a, b) =>
        a.collection.address === b.collection.address
          ? Number(a.tokenId - b.tokenId)
          : a.collection.address.localeCompare(b.collection.address),
      )
      .map((item) => {
        const image = item.metadata?.image ?? undefined
        return {
          chain: this.chain.caipNetworkId,
          contract: {
            address: getAddress(item.collection.address),
            name: item.collection.name,
            symbol: item.collection.symbol,
            standard: item.collection.standard,
          },
          tokenId: item.tokenId.toString(),
          name: item.metadata?.name ?? null,
          description: item.metadata?.description ?? null,
          image: image ? { url: image, previewUrl: image } : null,
          attributes: item.metadata?.attributes ?? [],
          balance: '1',
          tokenUri: item.tokenUri,
        }
      })
  }

  private record(
    hash: string,
    fields: Omit<IndexedTransaction, 'hash' | 'transfers'>,
  ): IndexedTransaction {
    const existing = this.indexed.get(hash)
    if (existing) return existing
    const created: IndexedTransaction = { hash, ...fields, transfers: [] }
    this.indexed.set(hash, created)
    return created
  }

  /** The account's transactions on this chain, newest first, in the history call's shape. */
  history(account: Address): Array<HistoryTransaction & { order: [bigint, string] }> {
    const me = account.toLowerCase()
    const out: Array<HistoryTransaction & { order: [bigint, string] }> = []
    for (const tx of this.indexed.values()) {
      const mine = tx.transfers.filter(
        (transfer) => transfer.from.toLowerCase() === me || transfer.to.toLowerCase() === me,
      )
      if (mine.length === 0) continue
      const transfers = mine.map((transfer) => {
        const direction = (out: boolean, into: boolean) =>
          out && into ? ('self' as const) : out ? ('out' as const) : ('in' as const)
        const { nft } = transfer
        if (nft) {
          const image = nft.metadata?.image
          return {
            nft_info: {
              name: nft.metadata?.name ?? `${nft.collection.name} #${nft.tokenId}`,
              content: image ? { preview: { url: image } } : null,
            },
            direction: direction(
              transfer.from.toLowerCase() === me,
              transfer.to.toLowerCase() === me,
            ),
            quantity: { numeric: '1' },
          }
        }
        const info = transfer.token ?? this.native
        const numeric = formatUnits(transfer.value, info.decimals)
        const price = priceOf(info.symbol)
        const out = transfer.from.toLowerCase() === me
        const into = transfer.to.toLowerCase() === me
        return {
          fungible_info: {
            name: info.name,
            symbol: info.symbol,
            icon: { url: this.iconUrl(info.symbol) },
          },
          direction: direction(out, into),
          quantity: { numeric },
          value: usd(numeric, price),
          price,
        }
      })
      const sent = tx.from.toLowerCase() === me
      out.push({
        id: `${this.chain.caipNetworkId}:${tx.hash}`,
        metadata: {
          // A transaction the account signed that only brought it value (a mint to itself)
          // is a receive; one that moved nothing is a plain call.
          operationType:
            sent && !transfers.every((t) => t.direction === 'in')
              ? 'send'
              : transfers.some((t) => t.direction === 'in')
                ? 'receive'
                : 'execute',
          hash: tx.hash,
          minedAt: new Date(tx.timestamp * 1000).toISOString(),
          sentFrom: getAddress(tx.from),
          sentTo: tx.to ? getAddress(tx.to) : '',
          status: tx.status,
          nonce: tx.nonce,
          chain: this.chain.caipNetworkId,
        },
        transfers,
        order: [tx.blockNumber, tx.hash],
      })
    }
    return out
  }
}
