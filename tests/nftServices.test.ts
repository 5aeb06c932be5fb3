// @vitest-environment node
// The devnet's NFT collection (demo/devnet/contracts/DevCollectible.sol) and the local
// services' NFT call (demo/services/nfts.ts) on a real devnet: the items minted to the
// development accounts, listed a page at a time with their resolved metadata and images, an
// item sent on chain leaving the sender's list for the receiver's, and the transfer in both
// accounts' history. Real network traffic, to 127.0.0.1 only.
import { createWalletClient, http, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  COLLECTIBLE,
  devAccounts,
  devnetChain,
  expectedCollectible,
} from '../demo/devnet/start.mjs'
import { COLLECTIBLES_PER_ACCOUNT } from '../demo/devnet/accounts.mjs'
import { historyResponseSchema } from '../plugins/activity/schemas'
import { nftsResponseSchema } from '../plugins/nfts/schemas'
import { devnetWithServicesForSuite } from './support/devnetWithServices'

const stack = devnetWithServicesForSuite({ startTimeoutMs: 30_000 })

const MAINNET = 'eip155:31337'

async function page(address: string, query: Record<string, string>) {
  const params = new URLSearchParams({ chainId: MAINNET, ...query })
  const response = await fetch(`${stack().services.url}/v1/account/${address}/nfts?${params}`)
  expect(response.status).toBe(200)
  return nftsResponseSchema.parse(await response.json())
}

describe('the NFT collection on the devnet and the NFT call', () => {
  it('is deployed at its fixed address on both chains', () => {
    for (const chain of stack().devnet.chains) expect(chain.collectible).toBe(expectedCollectible())
  })

  it("lists account 0's items a page at a time, with metadata, traits and an image", async () => {
    const [owner] = stack().devnet.accounts
    if (!owner) throw new Error('no account 0')
    const first = await page(owner, { limit: '12' })
    expect(first.data).toHaveLength(12)
    expect(first.next).toBe('12')
    const second = await page(owner, { limit: '12', cursor: '12' })
    expect(second.next).toBeNull()
    const all = [...first.data, ...second.data]
    expect(all.map((nft) => nft.tokenId)).toEqual(
      Array.from({ length: COLLECTIBLES_PER_ACCOUNT[0] }, (_, i) => String(i + 1)),
    )
    expect(all[0]).toMatchObject({
      chain: MAINNET,
      contract: { address: expectedCollectible(), name: COLLECTIBLE.name, standard: 'erc721' },
      name: 'Fox #1',
      balance: '1',
      tokenUri: `${COLLECTIBLE.baseUri}1`,
      attributes: expect.arrayContaining([{ trait_type: 'Species', value: 'Fox' }]),
    })
    const image = await fetch(all[0]?.image?.url ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    const missing = await fetch(`${stack().services.url}/nfts/images/critters/0.svg`)
    expect(missing.status).toBe(404)
  })

  it("moves an item sent on chain to the receiver's list and both histories", async () => {
    const [sender, receiver] = devAccounts(2)
    const chain = stack().devnet.chains[0]
    if (!sender || !receiver || !chain) throw new Error('no accounts or no Local Mainnet')
    const wallet = createWalletClient({
      account: sender,
      chain: devnetChain(chain),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: chain.collectible,
      abi: parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)']),
      functionName: 'safeTransferFrom',
      args: [sender.address, receiver.address, 2n],
    })
    const held = async (address: string) =>
      (await page(address, { limit: '100' })).data.map((nft) => nft.tokenId)
    expect(await held(sender.address)).not.toContain('2')
    expect(await held(receiver.address)).toContain('2')

    const history = async (address: string) => {
      const response = await fetch(
        `${stack().services.url}/v1/account/${address}/history?chainId=${MAINNET}`,
      )
      return historyResponseSchema.parse(await response.json()).data
    }
    const sent = (await history(sender.address)).find((tx) => tx.metadata.hash === hash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers).toEqual([
      {
        nft_info: {
          name: 'Owl #2',
          content: { preview: { url: expect.stringMatching(/2\.svg$/) } },
        },
        direction: 'out',
        quantity: { numeric: '1' },
      },
    ])
    const received = (await history(receiver.address)).find((tx) => tx.metadata.hash === hash)
    expect(received?.transfers[0]?.direction).toBe('in')
  })

  it('answers an empty page for an account without items and a network it does not serve', async () => {
    const [, , , , exchange] = stack().devnet.accounts
    if (!exchange) throw new Error('no account 4')
    expect(await page(exchange, {})).toEqual({ data: [], next: null })
    expect(await page(exchange, { chainId: 'eip155:1' })).toEqual({ data: [], next: null })
  })
})
