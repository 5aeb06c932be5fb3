import { waitFor, within } from '@testing-library/react'
import { connectWallet, createFakeWallet, renderView, setupServiceServer } from 'portico/testing'
import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { NFT_PAGE_SIZE } from './constants'
import { COLLECTION, FRIEND, nft, nftRange, nftsModal, OWNER } from './test/fixtures'
import { nftsHandler, pagedNfts, type NftsCall } from './test/handlers'

const server = setupServiceServer()
const HASH = `0x${'ab'.repeat(32)}`

/** The Account view on its NFTs tab, for a connected fake wallet, the service answering `answer`. */
async function showTab(
  answer: Parameters<typeof nftsHandler>[0],
  wallet = createFakeWallet(),
  calls: NftsCall[] = [],
) {
  server.use(nftsHandler(answer, calls))
  const modal = nftsModal()
  await connectWallet(modal, wallet)
  const view = await renderView(modal, 'Account')
  await view.user.click(await view.findByRole('tab', { name: 'NFTs' }))
  return { modal, wallet, calls, ...view }
}

describe('the NFTs tab', () => {
  it('lists the items with image, name and collection, a page at a time', async () => {
    const calls: NftsCall[] = []
    const { findByRole, getByRole, user } = await showTab(pagedNfts(nftRange(15)), undefined, calls)
    const list = await findByRole('list', { name: 'NFTs' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(NFT_PAGE_SIZE)
    const first = within(list).getByRole('button', { name: /Critter #1\b/ })
    expect(first.textContent).toContain('Devnet Critters')
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/critters/1-small.svg',
    )
    expect(calls[0]).toEqual({
      address: OWNER,
      chainId: 'eip155:1',
      cursor: null,
      limit: String(NFT_PAGE_SIZE),
    })
    // No IntersectionObserver in the test DOM: the button is the way on.
    await user.click(getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15))
    expect(calls.map((call) => call.cursor)).toEqual([null, String(NFT_PAGE_SIZE)])
    expect(within(list).getByRole('button', { name: /Critter #15\b/ })).toBeDefined()
    expect(() => getByRole('button', { name: 'Load more' })).toThrow()
  })

  it('draws a long list in windows, each row saying its place in the whole', async () => {
    const { findByRole } = await showTab(() => ({ data: nftRange(400), next: null }))
    const list = await findByRole('list', { name: 'NFTs' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('400')
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1')
  })

  it('says so when the account holds none', async () => {
    const { findByText } = await showTab(() => ({ data: [], next: null }))
    expect(await findByText('No NFTs on this network yet.')).toBeDefined()
  })

  it('says a failure with Retry, which asks again', async () => {
    let failing = true
    const { findByRole, user } = await showTab(() =>
      failing ? 500 : { data: [nft(7)], next: null },
    )
    // After the kit's retries of a 5xx.
    const alert = await findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('Failed to fetch NFTs')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    const list = await findByRole('list', { name: 'NFTs' })
    expect(within(list).getByRole('button', { name: /Critter #7\b/ })).toBeDefined()
  })

  it('treats an answer its schema refuses as a failure (an unsafe image address)', async () => {
    // Not through nftsHandler: that one validates, and this answer must not pass.
    const bad = { data: [{ ...nft(1), image: { url: 'javascript:alert(1)' } }], next: null }
    const { http, HttpResponse } = await import('msw')
    server.use(http.get('*/v1/account/:address/nfts', () => HttpResponse.json(bad)))
    const modal = nftsModal()
    await connectWallet(modal, createFakeWallet())
    const view = await renderView(modal, 'Account')
    await view.user.click(await view.findByRole('tab', { name: 'NFTs' }))
    expect((await view.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      'Failed to fetch NFTs',
    )
    expect(view.queryByRole('img')).toBeNull()
  })
})

const transferAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
])

describe('an item and Send', () => {
  /** The tab, then the item's view of token 3. */
  async function openItem(wallet = createFakeWallet()) {
    const shown = await showTab(pagedNfts(nftRange(4)), wallet)
    await shown.user.click(await shown.findByRole('button', { name: /Critter #3\b/ }))
    await shown.findByRole('heading', { name: 'Critter #3' })
    return shown
  }

  it('shows the image, traits, collection, token id and contract', async () => {
    const { getByRole, getByText } = await openItem()
    expect(getByRole('img', { name: 'Critter #3' }).getAttribute('src')).toBe(
      'https://images.example/critters/3.svg',
    )
    const traits = getByRole('list', { name: 'Traits' })
    expect(traits.textContent).toContain('Species')
    expect(traits.textContent).toContain('Fox')
    expect(getByText('Devnet Critters')).toBeDefined()
    expect(getByText(COLLECTION)).toBeDefined()
    expect(getByText('ERC-721')).toBeDefined()
  })

  it('checks the receiver before asking the wallet', async () => {
    const wallet = createFakeWallet().respond('eth_sendTransaction', HASH)
    const { getByRole, findByText, user } = await openItem(wallet)
    const field = getByRole('textbox', { name: 'Receiver address' })
    await user.click(getByRole('button', { name: 'Send' }))
    expect(await findByText("Enter the receiver's address.")).toBeDefined()
    await user.type(field, '0x1234')
    expect(await findByText('This is not a valid address.')).toBeDefined()
    await user.clear(field)
    await user.type(field, OWNER)
    expect(await findByText('This is your own address.')).toBeDefined()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(wallet.paramsOf('eth_sendTransaction')).toEqual([])
  })

  it('sends the item through the wallet, says so, and the item leaves the list', async () => {
    const wallet = createFakeWallet().respond('eth_sendTransaction', HASH)
    const { getByRole, findByRole, user } = await openItem(wallet)
    await user.type(getByRole('textbox', { name: 'Receiver address' }), FRIEND)
    await user.click(getByRole('button', { name: 'Send' }))
    expect((await findByRole('status')).textContent).toBe('Critter #3 was sent.')
    const [params] = wallet.paramsOf('eth_sendTransaction') as [
      [{ to: string; data: `0x${string}` }],
    ]
    expect(params[0].to).toBe(COLLECTION)
    expect(decodeFunctionData({ abi: transferAbi, data: params[0].data }).args).toEqual([
      OWNER,
      FRIEND,
      3n,
    ])
    await user.click(getByRole('button', { name: 'Back to NFTs' }))
    await user.click(await findByRole('tab', { name: 'NFTs' }))
    const list = await findByRole('list', { name: 'NFTs' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).queryByRole('button', { name: /Critter #3\b/ })).toBeNull()
  })

  it('says when the visitor declines in the wallet, and keeps the form', async () => {
    const wallet = createFakeWallet()
    wallet.failOnce('eth_sendTransaction', 4001, 'User rejected the request.')
    const { getByRole, findByRole, user } = await openItem(wallet)
    await user.type(getByRole('textbox', { name: 'Receiver address' }), FRIEND)
    await user.click(getByRole('button', { name: 'Send' }))
    expect((await findByRole('alert')).textContent).toBe(
      'You declined the transfer in your wallet.',
    )
    expect(getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false)
  })
})
