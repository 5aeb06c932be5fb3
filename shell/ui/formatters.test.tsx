import { act } from '@testing-library/react'
import type { Modal } from '../../index'
// The plain functions beneath these hooks have their suites in core/format.
import {
  useAmountFormat,
  useDateFormat,
  useFiatFormat,
  useLanguage,
  useRelativeTimeFormat,
} from './formatters'
import { kitModal, renderInModal } from './test/kit'

const NBSP = '\u00a0'

describe('the format hooks', () => {
  let modal: Modal

  beforeEach(async () => {
    modal = await kitModal()
  })

  afterEach(() => modal.destroy())

  const DATE_OPTIONS: Intl.DateTimeFormatOptions = { month: 'long' }

  function Figures() {
    const amount = useAmountFormat()
    const fiat = useFiatFormat()
    const date = useDateFormat(DATE_OPTIONS)
    const relative = useRelativeTimeFormat()
    return (
      <p>
        {[
          useLanguage(),
          amount('1234.56789'),
          fiat.format(1234.5),
          date.format(new Date(2025, 10, 12)),
          relative.format(-1, 'day'),
        ].join(' | ')}
      </p>
    )
  }

  it("follow the modal's language", async () => {
    const { container } = renderInModal(modal, <Figures />)
    const shown = () => container.querySelector('p')?.textContent
    expect(shown()).toBe('en | 1,234.5678 | $1,234.50 | November | yesterday')

    await act(() => modal.setLanguage('de'))

    expect(shown()).toBe(`de | 1.234,5678 | 1.234,50${NBSP}$ | November | gestern`)

    await act(() => modal.setLanguage('es'))

    expect(shown()).toBe(`es | 1234,5678 | 1234,50${NBSP}US$ | noviembre | ayer`)
  })
})
