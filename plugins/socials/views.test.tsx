import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'
import { beforeEach, describe, expect, it } from 'vitest'

beforeEach(() => {
  stubNetwork()
  localStorage.clear()
})

/** axe-core's WCAG 2.1 A and AA violations (names, roles, labels; contrast needs a layout). */
async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map((violation) => violation.id)
}

async function openConnect(socials: string[]) {
  const modal = createTestModal({
    networks: ['eip155:1'],
    endpoints: { authService: 'https://auth.test' },
    features: { email: true, socials: socials as never },
  })
  await renderModalApp(modal)
  expect(await modal.loadPlugin('socials')).toBe('ready')
  openTestModal(modal)
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const group = await within(dialog).findByRole('group', {
    name: 'Sign in with a social account',
  })
  return { modal, dialog, group, user: userEvent.setup() }
}

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

describe('the socials section of Connect', () => {
  it('offers the host’s providers in its order, named for what they do, and passes axe', async () => {
    const { group } = await openConnect(['github', 'farcaster', 'google'])
    expect(names(group)).toEqual([
      'Continue with GitHub',
      'Continue with Farcaster',
      'Continue with Google',
    ])
    // What a button shows is in its name (the marks' initials are drawn by the style sheet):
    // speech-input users say what they see.
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['GitHub', 'Farcaster', 'Google'])
    expect(await axeViolations(group)).toEqual([])
  })

  it('puts the rest behind More, shown as a grid', async () => {
    const { group, dialog, user } = await openConnect([
      'discord',
      'x',
      'google',
      'github',
      'apple',
      'facebook',
    ])
    expect(names(group)).toEqual([
      'Continue with Discord',
      'Continue with X',
      'Continue with Google',
      '3 more ways to sign in',
    ])
    await user.click(within(group).getByRole('button', { name: '3 more ways to sign in' }))
    const grid = await within(dialog).findByRole('group', { name: 'Sign in with a social account' })
    await expect
      .poll(() => names(grid))
      .toEqual(['Continue with GitHub', 'Continue with Apple', 'Continue with Facebook'])
  })

  it('ConnectingFarcaster: named controls, Cancel goes back, and passes axe', async () => {
    const { group, dialog, user } = await openConnect(['farcaster'])
    await user.click(within(group).getByRole('button', { name: 'Continue with Farcaster' }))
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel' })
    expect(within(dialog).getByText(/Scan this code/)).toBeTruthy()
    expect(await axeViolations(dialog)).toEqual([])
    await user.click(cancel)
    await within(dialog).findByRole('group', { name: 'Sign in with a social account' })
  })
})
