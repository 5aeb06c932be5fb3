import { skipToken } from '@reduxjs/toolkit/query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ServiceApis } from '../../core/api/apis'
import { servicesOf } from '../../core/services'
import type { Modal } from '../../index'
import { kitModal, renderInModal } from './test/kit'
import { useEndpointQuery } from './useEndpointQuery'

/** How often each endpoint answered, per argument. */
const asked = { echo: [] as string[], pages: [] as Array<number | null> }

/** Two endpoints of the tests' own: a query, and an infinite one of 3 pages of 2 numbers. */
const withTestEndpoints = (apis: ServiceApis) =>
  apis.blockchainServices.injectEndpoints({
    endpoints: (build) => ({
      kitTestEcho: build.query<string, string>({
        queryFn: (word) => {
          asked.echo.push(word)
          return { data: `${word} (${asked.echo.length})` }
        },
        keepUnusedDataFor: 0,
      }),
      kitTestPages: build.infiniteQuery<number[], string, number | null>({
        queryFn: ({ pageParam }) => {
          asked.pages.push(pageParam)
          const page = pageParam ?? 0
          return { data: [page * 2 + 1, page * 2 + 2] }
        },
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (_last, pages) => (pages.length < 3 ? pages.length : undefined),
        },
        keepUnusedDataFor: 0,
      }),
    }),
  })

type TestApi = ReturnType<typeof withTestEndpoints>

let modal: Modal
let api: TestApi

beforeEach(async () => {
  asked.echo.length = 0
  asked.pages.length = 0
  modal = await kitModal()
  api = withTestEndpoints(await servicesOf(modal.runtime))
})

afterEach(() => {
  vi.useRealTimers()
  return modal.destroy()
})

/** The number of live subscriptions to the tests' endpoints, as RTK Query's middleware counts. */
function subscriptions(): number {
  const selectors = modal.store.dispatch(
    api.internalActions.internal_getRTKQSubscriptions(),
  ) as unknown as { getSubscriptions(): Map<string, Map<string, unknown>> }
  return [...selectors.getSubscriptions()]
    .filter(([key]) => key.startsWith('kitTest'))
    .reduce((count, [, subscribers]) => count + subscribers.size, 0)
}

function Echo({ word, skip, polling }: { word?: string; skip?: boolean; polling?: number }) {
  const echo = useEndpointQuery(api.endpoints.kitTestEcho, word ?? skipToken, {
    skip,
    pollingInterval: polling,
  })
  return (
    <>
      <p>{echo.isUninitialized ? 'nothing asked' : (echo.data ?? 'asking')}</p>
      <button type="button" onClick={echo.refetch}>
        Again
      </button>
    </>
  )
}

describe('useEndpointQuery', () => {
  it('subscribes while shown, re-renders with the answer, asks again on refetch', async () => {
    const view = renderInModal(modal, <Echo word="hello" />)
    expect(await screen.findByText('hello (1)')).toBeDefined()
    expect(subscriptions()).toBe(1)

    await userEvent.click(screen.getByRole('button', { name: 'Again' }))

    expect(await screen.findByText('hello (2)')).toBeDefined()
    view.unmount()
    await waitFor(() => expect(subscriptions()).toBe(0))
  })

  it('asks nothing for skipToken or with skip, and reads uninitialized', async () => {
    renderInModal(modal, <Echo />)
    expect(screen.getByText('nothing asked')).toBeDefined()
    renderInModal(modal, <Echo word="hello" skip />)
    expect(screen.getAllByText('nothing asked')).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked.echo).toEqual([])
    expect(subscriptions()).toBe(0)
  })

  it('polls every pollingInterval while shown, and stops when the view goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const view = renderInModal(modal, <Echo word="tick" polling={1_000} />)
    expect(await screen.findByText('tick (1)')).toBeDefined()

    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await screen.findByText('tick (2)')).toBeDefined()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await screen.findByText('tick (3)')).toBeDefined()

    view.unmount()
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(asked.echo).toHaveLength(3)
  })

  it('pages an infinite query: the next page on request, until there is none', async () => {
    function Numbers() {
      const numbers = useEndpointQuery(api.endpoints.kitTestPages, 'numbers')
      return (
        <>
          <p>{numbers.data?.pages.flat().join(', ') ?? 'asking'}</p>
          <p>{numbers.hasNextPage ? 'more to come' : 'all there'}</p>
          <button type="button" onClick={numbers.fetchNextPage}>
            More
          </button>
        </>
      )
    }
    renderInModal(modal, <Numbers />)
    expect(await screen.findByText('1, 2')).toBeDefined()
    expect(screen.getByText('more to come')).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(await screen.findByText('1, 2, 3, 4')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(await screen.findByText('1, 2, 3, 4, 5, 6')).toBeDefined()
    expect(screen.getByText('all there')).toBeDefined()

    // No page beyond the last: nothing is asked.
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(asked.pages).toEqual([null, 1, 2])
    // One subscription holds the pages, however many were asked.
    expect(subscriptions()).toBe(1)
  })
})
