import { act } from '@testing-library/react'
import { disconnectWallet } from 'portico/plugin'
import { connectWallet, FakeProvider, setupServiceServer } from 'portico/testing'
import { PAYMENT_AUTO_CLOSE_MS } from './constants'
import { exchangeRpc, TEST_EXCHANGES } from './test/exchangeHandlers'
import {
  PAYER,
  RECIPIENT,
  TEST_TX_HASH,
  USDC_25,
  USDC_ON_BASE,
  currentView,
  payModal,
  payState,
  startPayment,
} from './test/fixtures'
import { payWithWallet } from './walletPayment'

const server = setupServiceServer()

beforeEach(() => {
  server.use(
    exchangeRpc({ getExchanges: () => ({ result: { exchanges: TEST_EXCHANGES, total: 3 } }) }),
  )
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

/** A wallet on Ethereum that knows Base too and sends transactions. */
const walletOnEthereum = () =>
  new FakeProvider({ chainId: 1, knownChainIds: [1, 8453] }).respond(
    'eth_sendTransaction',
    TEST_TX_HASH,
  )

const sent = (provider: FakeProvider) => provider.paramsOf('eth_sendTransaction')

describe('paying from the wallet (SPEC §4)', () => {
  it('switches to the asset network first, then sends the native asset as a plain transaction', async () => {
    const modal = payModal()
    const provider = await connectWallet(modal, walletOnEthereum())
    const { settled, ended } = await startPayment(modal)

    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    const methods = provider.methods
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(
      methods.indexOf('eth_sendTransaction'),
    )
    expect(sent(provider)).toEqual([
      [
        {
          from: PAYER,
          to: RECIPIENT,
          data: '0x',
          value: '0x2386f26fc10000', // 0.01 ETH in wei
          chainId: '0x2105',
        },
      ],
    ])
    expect(settled.result).toEqual({ status: 'SUCCESS', type: 'wallet', txHash: TEST_TX_HASH })
    expect(payState(modal)).toMatchObject({
      isPaymentInProgress: false,
      currentPayment: { type: 'wallet', status: 'SUCCESS' },
    })
    expect(currentView(modal)).toBe('PayLoading')
  })

  it('reads the balances again once paid, past the service cache for the asset paid', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/balance')) asked.push(url.searchParams.get('forceUpdate') ?? '')
    }
    server.events.on('request:start', listen)
    try {
      const modal = payModal()
      await connectWallet(modal, walletOnEthereum().respond('eth_chainId', '0x2105'))
      const { ended } = await startPayment(modal, USDC_25)
      asked.length = 0

      await act(() => modal.store.dispatch(payWithWallet()))
      await ended

      await vi.waitFor(() => expect(asked).toContain(`eip155:8453:${USDC_ON_BASE}`))
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })

  it("sends a token through the contract's transfer, in the token's decimals", async () => {
    const modal = payModal()
    const provider = await connectWallet(modal, walletOnEthereum().respond('eth_chainId', '0x2105'))
    await startPayment(modal, USDC_25)

    await act(() => modal.store.dispatch(payWithWallet()))

    expect(provider.methods).not.toContain('wallet_switchEthereumChain')
    expect(sent(provider)).toEqual([
      [
        {
          from: PAYER,
          to: USDC_ON_BASE,
          // transfer(RECIPIENT, 25000000): 25 USDC at 6 decimals.
          data: `0xa9059cbb${RECIPIENT.slice(2).padStart(64, '0')}${(25_000_000).toString(16).padStart(64, '0')}`,
          chainId: '0x2105',
        },
      ],
    ])
  })

  it('a refused switch fails the payment (UNABLE_TO_INITIATE_PAYMENT): nothing is sent', async () => {
    const modal = payModal()
    const provider = await connectWallet(
      modal,
      walletOnEthereum().fail('wallet_switchEthereumChain', 4001, 'User rejected'),
    )
    const { settled, ended } = await startPayment(modal)

    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    expect(sent(provider)).toEqual([])
    expect(settled.error).toMatchObject({
      code: 'UNABLE_TO_INITIATE_PAYMENT',
      shortMessage: 'The wallet did not switch to Base',
    })
    expect(payState(modal)).toMatchObject({
      isPaymentInProgress: false,
      currentPayment: { status: 'FAILED' },
    })
    expect(currentView(modal)).toBe('PayLoading')
  })

  it('a rejected transaction fails the payment with a toast, the in-progress flag cleared', async () => {
    const modal = payModal()
    await connectWallet(
      modal,
      walletOnEthereum().fail('eth_sendTransaction', 4001, 'User denied the transaction'),
    )
    const { settled, ended } = await startPayment(modal)

    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      shortMessage: 'User denied the transaction',
      details: { cause: 'TRANSACTION_REJECTED', walletCode: 4001 },
      // The wallet's refusal itself, under the host's rejection.
      cause: expect.objectContaining({ code: 'TRANSACTION_REJECTED' }) as unknown,
    })
    expect(payState(modal).isPaymentInProgress).toBe(false)
    await vi.waitFor(() =>
      expect(modal.getState().snackbar).toMatchObject({
        variant: 'error',
        message: { key: 'pay:errors.GENERIC_PAYMENT_ERROR' },
      }),
    )
  })

  it('only eip155: another namespace fails with INVALID_CHAIN_NAMESPACE', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const modal = payModal({ networks: ['eip155:1', solana] })
    const provider = await connectWallet(modal, walletOnEthereum())
    const { settled, ended } = await startPayment(modal, {
      paymentAsset: {
        network: solana,
        asset: 'native',
        metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      recipient: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      amount: 1,
    })

    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    expect(settled.error).toMatchObject({ code: 'INVALID_CHAIN_NAMESPACE' })
    expect(sent(provider)).toEqual([])
    expect(payState(modal).isPaymentInProgress).toBe(false)
  })

  it('without a connected wallet nothing starts: UNABLE_TO_INITIATE_PAYMENT, and the payment stays open', async () => {
    const modal = payModal()
    const { settled } = await startPayment(modal)

    await act(() => modal.store.dispatch(payWithWallet()))

    expect(payState(modal)).toMatchObject({
      currentPayment: undefined,
      error: { code: 'UNABLE_TO_INITIATE_PAYMENT' },
    })
    expect(settled).toEqual({})
  })

  it('one attempt at a time: a second click while the wallet asks sends nothing more', async () => {
    const modal = payModal()
    let confirm: (hash: string) => void = () => undefined
    const provider = await connectWallet(
      modal,
      walletOnEthereum()
        .respond('eth_chainId', '0x2105')
        .respond('eth_sendTransaction', () => new Promise((resolve) => (confirm = resolve))),
    )
    const { ended } = await startPayment(modal)

    const first = modal.store.dispatch(payWithWallet())
    await vi.waitFor(() => expect(sent(provider)).toHaveLength(1))
    await modal.store.dispatch(payWithWallet())
    confirm(TEST_TX_HASH)
    await act(() => first)
    await ended
    expect(sent(provider)).toHaveLength(1)
  })
})

describe('closing by itself after the end (SPEC §4)', () => {
  it('closes 3 s after the payment ended', async () => {
    const modal = payModal()
    await connectWallet(modal, walletOnEthereum())
    const { ended } = await startPayment(modal)
    vi.useFakeTimers()
    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    await vi.advanceTimersByTimeAsync(PAYMENT_AUTO_CLOSE_MS - 1)
    expect(modal.getState().modal.open).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('closes after a failure too', async () => {
    const modal = payModal()
    await connectWallet(modal, walletOnEthereum().fail('eth_sendTransaction', 4001, 'No'))
    const { ended } = await startPayment(modal)
    vi.useFakeTimers()
    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    await vi.advanceTimersByTimeAsync(PAYMENT_AUTO_CLOSE_MS)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('stays open when the wallet was disconnected', async () => {
    const modal = payModal()
    await connectWallet(modal, walletOnEthereum())
    const { ended } = await startPayment(modal)
    vi.useFakeTimers()
    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    await act(() => modal.store.dispatch(disconnectWallet()))
    await vi.advanceTimersByTimeAsync(PAYMENT_AUTO_CLOSE_MS * 2)
    expect(modal.getState().modal.open).toBe(true)
    expect(payState(modal).walletDisconnected).toBe(true)
  })

  it('does not pull out a visitor who went elsewhere in the modal', async () => {
    const modal = payModal()
    await connectWallet(modal, walletOnEthereum())
    const { ended } = await startPayment(modal)
    vi.useFakeTimers()
    await act(() => modal.store.dispatch(payWithWallet()))
    await ended

    act(() => modal.router.push('Networks'))
    await vi.advanceTimersByTimeAsync(PAYMENT_AUTO_CLOSE_MS * 2)
    expect(modal.getState().modal.open).toBe(true)
  })
})
