// @vitest-environment node
import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { COLLECTIBLES_PER_ACCOUNT } from '../../demo/devnet/accounts.mjs'
import type { BrowserContext, Locator } from 'playwright-core'
import { connectDemoWallet, hasChromium, stackForSuite } from './stack'

// The NFTs tab on the local stack, in Chromium: the Demo Wallet's account holds the items the
// devnet minted to it (demo/devnet), listed by the local services from the chain's Transfer
// logs; the second page loads as the list scrolls; an item's view; and an item sent on chain
// through the wallet, its new owner read from the node, the item gone from the list and the
// transfer in Activity. One page for both tests (the second goes on from the item the first
// opened): a connection costs seconds of the CI's budget. Skipped without /usr/bin/chromium.
vi.setConfig({ testTimeout: 60_000 })

/** Anvil's second development account: the receiver of the item sent. */
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ownerOf = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)'])

describe.skipIf(!hasChromium)('NFTs on the local stack, in Chromium', () => {
  const stack = stackForSuite()
  let shown: { context: BrowserContext; dialog: Locator } | undefined
  afterAll(() => shown?.context.close())
  const opened = () => {
    if (!shown) throw new Error('the first test opens the page')
    return shown
  }

  it('lists the minted items, loads the next page on scroll, and shows an item', async () => {
    shown = await connectDemoWallet(stack())
    const { dialog } = shown
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    const list = dialog.getByRole('list', { name: 'NFTs' })
    await list.getByRole('button', { name: /^Fox #1\b/ }).waitFor()
    // The first page (12): its last item, and not yet the next page's.
    await list.getByRole('button', { name: /^Bear #12\b/ }).waitFor()
    expect(await list.getByRole('listitem').count()).toBe(12)
    // Scrolled to the end, the list asks for the next page by itself.
    await dialog.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()
    await list.getByRole('button', { name: /^Frog #15\b/ }).waitFor()
    expect(await list.getByRole('listitem').count()).toBe(COLLECTIBLES_PER_ACCOUNT[0])
    await dialog.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' })

    await list.getByRole('button', { name: /^Cat #4\b/ }).click()
    await dialog.getByRole('heading', { name: 'Cat #4' }).waitFor()
    const image = dialog.getByRole('img', { name: 'Cat #4' })
    // The image the services serve for it, drawn (an SVG of 256 px).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256)
    const traits = dialog.getByRole('list', { name: 'Traits' })
    expect(await traits.textContent()).toContain('SpeciesCat')
    expect(await dialog.getByText('Devnet Critters').count()).toBe(1)
    const contract = stack().devnet.chains[0]?.collectible ?? ''
    await dialog.getByText(contract).waitFor()
  })

  it('sends an item through the wallet: new owner on chain, gone from the list, in Activity', async () => {
    const { dialog } = opened()
    const receiver = dialog.getByRole('textbox', { name: 'Receiver address' })
    await receiver.fill(FRIEND.slice(0, 20))
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('This is not a valid address.').waitFor()
    await receiver.fill(FRIEND)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // The Demo Wallet sends (autoApprove); the item's view says so.
    await dialog.getByRole('status').getByText('Cat #4 was sent.').waitFor()

    const chain = stack().devnet.chains[0]
    if (!chain) throw new Error('no Local Mainnet')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(
      await client.readContract({
        address: chain.collectible,
        abi: ownerOf,
        functionName: 'ownerOf',
        args: [4n],
      }),
    ).toBe(FRIEND)

    await dialog.getByRole('button', { name: 'Back to NFTs' }).click()
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    const list = dialog.getByRole('list', { name: 'NFTs' })
    await list.getByRole('button', { name: /^Otter #5\b/ }).waitFor()
    expect(await list.getByRole('button', { name: /^Cat #4\b/ }).count()).toBe(0)

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByText('-1 Cat #4').waitFor()
  })
})
