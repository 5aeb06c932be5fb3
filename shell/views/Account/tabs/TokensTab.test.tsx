import { act, screen, within } from '@testing-library/react'
import type { TokenBalance } from '../../../../core/account/schemas'
import { accountDataUpdated } from '../../../../core/account/slice'
import type { Modal } from '../../../../index'
import {
  connectWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  openTestModal,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

// The view loads the connection chunk on demand; loaded here first.
await import('../../../../core/connection')

let modal: Modal

beforeEach(() => {
  stubNetwork()
  modal = createTestModal()
})

afterEach(() => destroyTestModal(modal))

const token = (index: number): TokenBalance => ({
  name: `Token ${index + 1}`,
  symbol: `T${index + 1}`,
  chainId: 'eip155:1',
  address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})

/** The connected account's Tokens tab, holding `count` tokens. */
async function openTokens(count: number) {
  await connectWallet(modal, new FakeProvider())
  await renderModalApp(modal)
  act(() => {
    modal.store.dispatch(
      accountDataUpdated({
        namespace: 'eip155',
        data: { tokenBalance: Array.from({ length: count }, (_, index) => token(index)) },
      }),
    )
  })
  openTestModal(modal)
  return screen.findByRole('list', { name: 'Tokens' })
}

test('20,000 balances draw the rows in view, each saying its place in the whole list', async () => {
  const list = await openTokens(20_000)

  const rows = within(list).getAllByRole('listitem')
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.length).toBeLessThan(40)
  expect(rows[0]?.getAttribute('aria-posinset')).toBe('1')
  expect(rows[0]?.getAttribute('aria-setsize')).toBe('20000')
  expect(within(list).getByText('Token 1')).toBeDefined()
  // Its rows have no control: the list itself takes focus, so the keyboard can scroll it.
  expect(list.tabIndex).toBe(0)
  // The rows not drawn keep their place below.
  expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(0)
})

test('a usual account draws every token, as a plain list', async () => {
  const list = await openTokens(3)

  const rows = within(list).getAllByRole('listitem')
  expect(rows).toHaveLength(3)
  expect(rows[0]?.hasAttribute('aria-setsize')).toBe(false)
  expect(list.hasAttribute('tabindex')).toBe(false)
})
