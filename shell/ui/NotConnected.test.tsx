import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../index'
import { NotConnected } from './NotConnected'
import { axeViolations, kitModal, renderInModal } from './test/kit'

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => modal.destroy())

describe('NotConnected', () => {
  it("says why in the kit's words, and its button opens Connect", async () => {
    renderInModal(modal, <NotConnected />)
    expect(screen.getByText('Connect a wallet to continue.')).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))

    expect(modal.getState().router.history.at(-1)?.view).toBe('Connect')
  })

  it("takes the view's own words", () => {
    renderInModal(
      modal,
      <NotConnected message="Connect a wallet to send from it." connectLabel="Connect" />,
    )
    expect(screen.getByText('Connect a wallet to send from it.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDefined()
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (mode) => {
    const { container } = renderInModal(modal, <NotConnected />, mode)
    expect(await axeViolations(container)).toEqual([])
  })
})
