import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { Modal } from '../../index'
import { AmountInput, normalizeAmountInput } from './AmountInput'
import { axeViolations, kitModal, renderInModal } from './test/kit'

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => modal.destroy())

/** An amount field whose value lives in the test, as a view's lives in its store. */
function Amount({ onValue, onMax }: { onValue?: (value: string) => void; onMax?: () => void }) {
  const [value, setValue] = useState('')
  return (
    <AmountInput
      label="Amount"
      value={value}
      onChange={(next) => {
        setValue(next)
        onValue?.(next)
      }}
      onMax={onMax}
    />
  )
}

describe('AmountInput', () => {
  it('reads a decimal comma as a point and drops spaces, keeping a string', () => {
    expect(normalizeAmountInput('1,5')).toBe('1.5')
    expect(normalizeAmountInput(' 1 000.25 ')).toBe('1000.25')
    // Far beyond a float's precision: the digits stay as typed.
    const exact = '123456789012345678901234.123456789012345678'
    expect(normalizeAmountInput(exact)).toBe(exact)
  })

  it('is a labelled decimal field; what is typed comes out as a decimal string', async () => {
    const values: string[] = []
    renderInModal(modal, <Amount onValue={(value) => values.push(value)} />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    expect(input.inputMode).toBe('decimal')
    expect(input.placeholder).toBe('0')

    await userEvent.type(input, '0,000000000000000001')

    expect(input.value).toBe('0.000000000000000001')
    expect(values.at(-1)).toBe('0.000000000000000001')
    // No Max button unless asked for.
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('draws a Max button, named in the modal language, when given onMax', async () => {
    const onMax = vi.fn()
    renderInModal(modal, <Amount onMax={onMax} />)
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledOnce()

    await act(() => modal.setLanguage('de'))

    expect(screen.getByRole('button', { name: 'Max.' })).toBeDefined()
  })

  it('greys the Max button out with maxDisabled, and takes its own label', () => {
    renderInModal(
      modal,
      <AmountInput
        label="Amount to pay"
        value="1"
        onChange={() => undefined}
        onMax={() => undefined}
        maxLabel="All of it"
        maxDisabled
      />,
    )
    expect(screen.getByRole('button', { name: 'All of it' })).toHaveProperty('disabled', true)
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (mode) => {
    const { container } = renderInModal(
      modal,
      <>
        <AmountInput label="Amount" value="" onChange={() => undefined} onMax={() => undefined} />
        <AmountInput
          label="Amount to pay"
          value="abc"
          onChange={() => undefined}
          error="Type an amount, like 0.1."
        />
      </>,
      mode,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
