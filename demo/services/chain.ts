import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  parseAbiItem,
  type Address,
  type PublicClient,
} from 'viem'
import type { TokenBalance } from '../../core/account/schemas'
import type { HistoryTransaction } from './schemas'

/**
 * What the local services read from a devnet: real balances (native `eth_getBalance` and
 * ERC-20 `balanceOf`) and an index of transfers (native value transfers from the blocks, token
 * transfers from the Transfer logs) for the history call.
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
}

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

/** Cents precision: a holding's worth as the service reports it. */
const usd = (numeric: string, price: number) => Math.round(Number(numeric) * price * 100) / 100

interface IndexedTransfer {
  /** null for the native currency. */
  token: ServiceToken | null
  from: Address
  to: Address
  value: bigint
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
  private nextBlock: bigint | null = null
  private syncing: Promise<void> | null = null

  constructor(
    readonly chain: ServiceChain,
    private readonly iconUrl: (symbol: string) => string,
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
        let record = this.indexed.get(log.transactionHash)
        if (!record) {
          const tx = await this.client.getTransaction({ hash: log.transactionHash })
          const blockNumber = log.blockNumber ?? tx.blockNumber ?? 0n
          record = this.record(log.transactionHash, {
            blockNumber,
            timestamp: timestamps.get(blockNumber) ?? 0,
            from: tx.from,
            to: tx.to,
            nonce: tx.nonce,
            // Logs exist only for transactions that succeeded.
            status: 'confirmed',
          })
        }
        record.transfers.push({ token, from: sender, to, value })
      }
    }
    this.nextBlock = latest + 1n
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
          direction: out && into ? ('self' as const) : out ? ('out' as const) : ('in' as const),
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
