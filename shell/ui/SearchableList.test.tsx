import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WALLET_SEARCH_WAIT_MS } from '../../core/constants'
import type { Modal } from '../../index'
import { SearchableList, type SearchableListProps } from './SearchableList'
import { Text } from './Text'
import { axeViolations, kitModal, renderInModal } from './test/kit'

interface Fruit {
  id: number
  name: string
}

const FRUITS: Fruit[] = ['Apple', 'Apricot', 'Banana', 'Cherry'].map((name, id) => ({ id, name }))
const many = (count: number): Fruit[] =>
  Array.from({ length: count }, (_, id) => ({ id, name: `Fruit ${id + 1}` }))

const matches = (fruit: Fruit, term: string) =>
  fruit.name.toLowerCase().includes(term.trim().toLowerCase())

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => {
  vi.useRealTimers()
  return modal.destroy()
})

function renderList(props: Partial<SearchableListProps<Fruit>> = {}) {
  return renderInModal(
    modal,
    <SearchableList<Fruit>
      items={FRUITS}
      itemKey={(fruit) => fruit.id}
      searchLabel="Search fruit"
      listLabel="Fruit"
      renderItem={(fruit) => <button type="button">{fruit.name}</button>}
      {...props}
    />,
  )
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search fruit' })
const list = () => screen.getByRole('list', { name: 'Fruit' })

describe('SearchableList', () => {
  it('filters locally at once, on every keystroke, in the same list', async () => {
    renderList({ matches })
    const shown = list()
    expect(within(shown).getAllByRole('listitem')).toHaveLength(4)

    await userEvent.type(searchBox(), 'ap')

    expect(
      within(shown)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Apple', 'Apricot'])
    // A short list is drawn whole: no item needs to say its place.
    expect(within(shown).getAllByRole('listitem')[0]?.hasAttribute('aria-setsize')).toBe(false)
  })

  it('shows the loading, empty and no-match states in place of the list', async () => {
    const noMatch = (term: string) => <Text role="status">{`Nothing like “${term}”`}</Text>
    const view = renderList({ matches, noMatch, loading: <Text>Loading fruit…</Text> })
    expect(screen.getByText('Loading fruit…')).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()

    view.rerender(
      <SearchableList<Fruit>
        items={[]}
        itemKey={(fruit) => fruit.id}
        searchLabel="Search fruit"
        listLabel="Fruit"
        renderItem={(fruit) => fruit.name}
        empty={<Text>No fruit yet.</Text>}
      />,
    )
    expect(screen.getByText('No fruit yet.')).toBeDefined()
  })

  it('says when the search leaves nothing', async () => {
    renderList({
      matches,
      noMatch: (term) => <Text role="status">{`Nothing like “${term}”`}</Text>,
    })
    await userEvent.type(searchBox(), 'kiwi')
    expect(screen.getByRole('status').textContent).toBe('Nothing like “kiwi”')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it("searches remotely once typing stops for the kit's search wait", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const onSearch = vi.fn()
    const onTermChange = vi.fn()
    renderList({ onSearch, onTermChange })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

    await user.type(searchBox(), 'che')
    expect(onTermChange.mock.calls.map(([term]) => term)).toEqual(['c', 'ch', 'che'])
    await act(() => vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS - 50))
    expect(onSearch).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(50))

    expect(onSearch.mock.calls).toEqual([['che']])
  })

  it('takes the keyboard from the search box down the list and back up', async () => {
    renderList()
    searchBox().focus()
    const names = () => (document.activeElement as HTMLElement | null)?.textContent

    await userEvent.keyboard('{ArrowDown}')
    expect(names()).toBe('Apple')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(names()).toBe('Banana')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(names()).toBe('Cherry')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(searchBox())
    // Tab reaches the items too.
    await userEvent.tab()
    expect(names()).toBe('Apple')
  })

  it('draws a long list in windows, each item saying its place, the list focusable', () => {
    renderList({ items: many(5_000), estimateSize: 40 })
    const items = within(list()).getAllByRole('listitem')
    expect(items.length).toBeLessThan(60)
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(items[0]?.getAttribute('aria-setsize')).toBe('5000')
    expect(list().tabIndex).toBe(0)
  })

  it('lays out a grid of rows in its own viewport and pages in near the end', async () => {
    const onNearEnd = vi.fn()
    renderList({
      items: many(400),
      viewportHeight: 400,
      columns: 4,
      estimateSize: 100,
      drawWholeUpTo: 0,
      onNearEnd,
      nearEndDistance: 200,
      status: 'Loading more fruit…',
    })
    const grid = list()
    const tiles = within(grid).getAllByRole('listitem')
    // 100 rows of 4: a 400 px viewport shows 4 rows, and the overscan a few more.
    expect(tiles.length).toBeLessThan(60)
    expect(tiles[5]?.getAttribute('aria-posinset')).toBe('6')
    expect(tiles[5]?.getAttribute('aria-setsize')).toBe('400')
    expect(grid.style.height).toBe('10000px')
    expect(screen.getByRole('status').textContent).toBe('Loading more fruit…')
    expect(onNearEnd).not.toHaveBeenCalled()

    const viewport = grid.parentElement as HTMLElement
    viewport.scrollTop = 9_500
    fireEvent.scroll(viewport)

    await waitFor(() => expect(onNearEnd).toHaveBeenCalled())
    expect(within(grid).getByRole('button', { name: 'Fruit 400' })).toBeDefined()
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (mode) => {
    const { container } = renderInModal(
      modal,
      <>
        <SearchableList<Fruit>
          items={FRUITS}
          itemKey={(fruit) => fruit.id}
          matches={matches}
          searchLabel="Search fruit"
          listLabel="Fruit"
          renderItem={(fruit) => <button type="button">{fruit.name}</button>}
          status={null}
        />
        <SearchableList<Fruit>
          items={many(200)}
          itemKey={(fruit) => fruit.id}
          searchLabel="Search more fruit"
          listLabel="More fruit"
          viewportHeight={300}
          columns={4}
          estimateSize={96}
          renderItem={(fruit) => <button type="button">{fruit.name}</button>}
        />
      </>,
      mode,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
