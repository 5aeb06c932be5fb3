import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../index'
import { axeViolations, kitModal, renderInModal } from './test/kit'
import { TokenRow, tokenBalanceRow } from './TokenRow'

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => modal.destroy())

const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  iconUrl: 'https://tokens.example/usdc.png',
  balance: '42.500000123',
  fiatValue: 42.5,
}

describe('TokenRow', () => {
  it('shows the name, the holding cut to 4 decimals and its worth, the icon decorative', () => {
    const { container } = renderInModal(modal, <TokenRow {...USDC} />)
    const row = container.querySelector('.token-row')
    expect(row?.textContent).toBe('USD Coin42.5 USDC$42.50')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("gives the worth in the modal's language", async () => {
    const { container } = renderInModal(modal, <TokenRow {...USDC} fiatValue={1234.5} />)
    expect(container.querySelector('.token-value')?.textContent).toBe('$1,234.50')

    await act(() => modal.setLanguage('de'))

    expect(container.querySelector('.token-value')?.textContent).toBe('1.234,50\u00a0$')
  })

  it('is a button for choosing the token, named by the token, marked when chosen', async () => {
    const onClick = vi.fn()
    renderInModal(modal, <TokenRow {...USDC} onClick={onClick} current />)
    const row = screen.getByRole('button', { name: /USD Coin/ })
    expect(row.textContent).toBe('USD Coin42.5 USDC · $42.50')
    expect(row.getAttribute('aria-current')).toBe('true')

    await userEvent.click(row)

    expect(onClick).toHaveBeenCalledOnce()
  })

  it("takes a view's own title and description", () => {
    renderInModal(
      modal,
      <TokenRow
        {...USDC}
        title="USDC · USD Coin"
        description="Price: $1.00"
        onClick={() => undefined}
      />,
    )
    const row = screen.getByRole('button', { name: /^USDC · USD Coin/ })
    expect(row.textContent).toBe('USDC · USD CoinPrice: $1.00')
    expect(row.hasAttribute('aria-current')).toBe(false)
  })

  it("takes an account's token balance as it is", () => {
    expect(
      tokenBalanceRow({
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: '0x0000000000000000000000000000000000000001',
        value: 42.5,
        price: 1,
        quantity: { decimals: '6', numeric: '42.5' },
        iconUrl: 'https://tokens.example/usdc.png',
      }),
    ).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      iconUrl: 'https://tokens.example/usdc.png',
      balance: '42.5',
      fiatValue: 42.5,
    })
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (mode) => {
    const { container } = renderInModal(
      modal,
      <ul>
        <li>
          <TokenRow {...USDC} />
        </li>
        <li>
          <TokenRow {...USDC} onClick={() => undefined} current />
        </li>
      </ul>,
      mode,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
