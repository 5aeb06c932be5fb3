import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axeViolations } from '../../ui/test/kit'
import { actionIcon } from './actionIcons'
import { ActionRow, type AccountActionButton } from './ActionRow'

function actions(onClick: (id: string) => void): AccountActionButton[] {
  return [
    { id: 'send', label: 'Send', description: 'Tokens to an address', icon: actionIcon('send') },
    { id: 'receive', label: 'Receive', icon: actionIcon('receive') },
    { id: 'gasTracker', label: 'Network fees', icon: actionIcon('gasTracker') },
  ].map((action) => ({ ...action, onClick: () => onClick(action.id) }))
}

describe('ActionRow', () => {
  it('is a named group of buttons, each named by its label, then its description', () => {
    render(<ActionRow label="Account actions" actions={actions(() => undefined)} />)
    const group = screen.getByRole('group', { name: 'Account actions' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'SendTokens to an address',
      'Receive',
      'Network fees',
    ])
    expect(within(group).getByRole('button', { name: 'Send Tokens to an address' })).toBe(
      buttons[0],
    )
    expect(within(group).getByRole('button', { name: 'Receive' })).toBe(buttons[1])
    // Only the label is in sight, under the picture; the description is for screen readers.
    expect(buttons[0]?.querySelector('.account-action-label')?.textContent).toBe('Send')
    expect(buttons[0]?.querySelector('.visually-hidden')?.textContent).toBe('Tokens to an address')
    expect(screen.getByTestId('account-action-gasTracker')).toBe(buttons[2])
  })

  it('draws decorative pictures, arrows that turn in right-to-left, a generic one for others', () => {
    render(<ActionRow label="Account actions" actions={actions(() => undefined)} />)
    const svg = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^${name}`) }).querySelector('svg')
    expect(svg('Send')?.getAttribute('aria-hidden')).toBe('true')
    expect(svg('Send')?.getAttribute('class')).toBe('icon-directional')
    expect(svg('Receive')?.getAttribute('class')).toBe('icon-directional')
    // An action the kit has no picture for: four squares, which need not turn.
    expect(svg('Network fees')?.querySelectorAll('rect')).toHaveLength(4)
    expect(svg('Network fees')?.getAttribute('class')).toBeNull()
  })

  it('is reached with Tab, one button after the other, and Enter or Space runs one', async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(<ActionRow label="Account actions" actions={actions((id) => chosen.push(id))} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Send/ }))
    await user.keyboard('{Enter}')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Receive' }))
    await user.keyboard(' ')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(chosen).toEqual(['send', 'receive', 'gasTracker'])
  })

  it('draws nothing without actions, and passes axe', async () => {
    const { container, rerender } = render(<ActionRow label="Account actions" actions={[]} />)
    expect(container.innerHTML).toBe('')
    rerender(<ActionRow label="Account actions" actions={actions(() => undefined)} />)
    expect(await axeViolations(container)).toEqual([])
  })
})
