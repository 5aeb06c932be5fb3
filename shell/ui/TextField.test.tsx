import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import type { Modal } from '../../index'
import { axeViolations, kitModal, renderInModal } from './test/kit'
import { TextField } from './TextField'

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => modal.destroy())

/** The texts the input is described by, in order. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`)

describe('TextField', () => {
  it('is named by its label, and described by its hint and status', () => {
    renderInModal(
      modal,
      <TextField
        label="To"
        hint="An address or an account name"
        status="Looking up ada.eth…"
        defaultValue=""
      />,
    )
    const input = screen.getByRole('textbox', { name: 'To' })
    expect(input.getAttribute('type')).toBe('text')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(description(input)).toEqual([
      'An address or an account name',
      'Looking up ada.eth…',
      // The error's live region is there, empty, before there is an error to read.
      '',
    ])
  })

  it('says what is wrong: invalid, with the error read with the input', () => {
    renderInModal(
      modal,
      <TextField label="Amount" error="The amount must be more than 0" defaultValue="0" />,
    )
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toEqual(['The amount must be more than 0'])
  })

  it("keeps the caller's own description first, and its id and ref", () => {
    const ref = createRef<HTMLInputElement>()
    renderInModal(
      modal,
      <>
        <p id="outside">Sent on Base</p>
        <TextField ref={ref} id="receiver" label="To" aria-describedby="outside" />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'To' })
    expect(input.id).toBe('receiver')
    expect(ref.current).toBe(input)
    expect(description(input)[0]).toBe('Sent on Base')
  })

  it('passes what is typed to onChange, and draws `end` beside the input', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <TextField
          label="Name"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          end={<button type="button">Paste</button>}
        />
      )
    }
    renderInModal(modal, <Controlled />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ada')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('ada')
    expect(screen.getByRole('button', { name: 'Paste' })).toBeDefined()
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (mode) => {
    const { container } = renderInModal(
      modal,
      <>
        <TextField label="To" hint="An address" defaultValue="" />
        <TextField label="Amount" error="Too much" status="About $1.50" defaultValue="9" />
      </>,
      mode,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
