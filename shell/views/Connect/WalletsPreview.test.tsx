import { render, screen, waitFor, within } from '@testing-library/react'
import { walletImageUrl } from '../../../core/wallets/endpoints'
import type { Modal } from '../../../index'
import {
  createTestModal,
  destroyTestModal,
  openTestModal,
  renderModalApp,
  stubNetwork,
  TEST_ENDPOINTS,
  TEST_PROJECT_ID,
} from 'portico/testing'
import { WALLET_CONNECT_MARK } from './walletConnectMark'
import { WalletsPreview } from './WalletsPreview'

let modal: Modal | undefined

afterEach(async () => {
  if (modal) await destroyTestModal(modal)
  modal = undefined
  vi.unstubAllGlobals()
})

const image = (id: string) => walletImageUrl(TEST_ENDPOINTS.walletServices, id, TEST_PROJECT_ID)

describe('WalletsPreview', () => {
  it('draws four cells of the same size, the wallets first, grey places after them', () => {
    const { container } = render(<WalletsPreview images={['a.svg', 'b.svg']} />)
    const preview = container.querySelector('.wallets-preview')
    expect(preview?.getAttribute('aria-hidden')).toBe('true')
    expect(
      [...(preview?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src')),
    ).toEqual(['a.svg', 'b.svg'])
    for (const img of preview?.querySelectorAll('img') ?? []) {
      expect(img.getAttribute('alt')).toBe('')
      expect(img.getAttribute('width')).toBe('14')
    }
    expect(preview?.querySelectorAll('.wallets-preview-empty')).toHaveLength(2)
  })

  it('shows at most four wallets', () => {
    const { container } = render(<WalletsPreview images={['1', '2', '3', '4', '5']} />)
    expect(container.querySelectorAll('.wallets-preview img')).toHaveLength(4)
  })
})

describe("Connect's All Wallets row and WalletConnect row", () => {
  const wallet = (id: string, imageId: string | null) => ({
    id,
    name: `Wallet ${id}`,
    image_id: imageId,
    rdns: `io.${id}`,
  })

  beforeEach(() => {
    stubNetwork()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const url = new URL(String(input instanceof Request ? input.url : input))
        if (!url.pathname.endsWith('/getWallets')) return new Response('{}', { status: 404 })
        // The featured lookup names its ids; the recommended one asks for 4 entries.
        const data = url.searchParams.get('include')
          ? [wallet('feat', 'img-feat')]
          : [
              wallet('rec1', 'img-rec1'),
              wallet('bare', null),
              wallet('rec2', 'img-rec2'),
              wallet('rec3', 'img-rec3'),
            ]
        return Response.json({ count: data.length, data })
      }),
    )
  })

  it('previews the first four wallets of the list that have an image', async () => {
    modal = createTestModal({
      networks: ['eip155:1'],
      enableWalletConnect: true,
      wallets: { featuredIds: ['feat'] },
    })
    await renderModalApp(modal)
    openTestModal(modal)
    const row = await screen.findByRole('button', { name: /All Wallets/ })
    await waitFor(() =>
      expect(
        [...row.querySelectorAll<HTMLImageElement>('.wallets-preview img')].map((img) => img.src),
      ).toEqual([image('img-feat'), image('img-rec1'), image('img-rec2'), image('img-rec3')]),
    )
    // Decoration: the row is named by its title and hint alone.
    expect(within(row).queryByRole('img')).toBeNull()
  })

  it('the WalletConnect row wears the kit’s own mark', async () => {
    modal = createTestModal({ networks: ['eip155:1'], enableWalletConnect: true })
    await renderModalApp(modal)
    openTestModal(modal)
    const row = await screen.findByRole('button', { name: /WalletConnect/ })
    const mark = row.querySelector('img')
    expect(mark?.getAttribute('src')).toBe(WALLET_CONNECT_MARK)
    expect(mark?.getAttribute('alt')).toBe('')
    expect(mark?.getAttribute('width')).toBe('32')
  })
})
