import { act, waitFor } from '@testing-library/react'
import type { PluginContext } from 'portico/plugin'
import { definePlugin } from 'portico/plugin'
import {
  createTestModal,
  renderView,
  setupServiceServer,
  type RenderedModal,
} from 'portico/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PorticoModal } from 'portico'

// A test modal's host methods run inside React's act(): a suite calls them as a host does,
// while a view is mounted, and React prints no act() warning.

declare module 'portico' {
  interface Views {
    KitActGreeting: { name: string }
  }
  interface PorticoModal {
    /** The test plugin's host method: opens its view, resolves with the visitor's answer. */
    kitActGreet(name: string): Promise<string>
  }
}

setupServiceServer()

// The test plugin: a lazy view, and a host method that opens it and waits for a click there.
let answer: (text: string) => void = () => undefined

function Greeting({ data }: { data: { name: string } }) {
  return (
    <div>
      <p>Hello, {data.name}!</p>
      <button type="button" onClick={() => answer(`${data.name} waved`)}>
        Wave
      </button>
    </div>
  )
}

const greeter = {
  manifest: {
    id: 'kitActGreeter',
    views: ['KitActGreeting'],
    contributes: { hostMethods: ['kitActGreet'] },
  },
  load: async () =>
    definePlugin({
      manifest: {
        id: 'kitActGreeter',
        views: ['KitActGreeting'],
        contributes: { hostMethods: ['kitActGreet'] },
      },
      views: { KitActGreeting: () => Promise.resolve({ default: Greeting }) },
      hostMethods: {
        kitActGreet: async (context: PluginContext, name: unknown) => {
          const waved = new Promise<string>((resolve) => (answer = resolve))
          await context.open({ view: 'KitActGreeting', data: { name: String(name) } })
          return waved
        },
      },
    }),
} as const

/** console.error's act() warnings from now on ("not wrapped in act", "overlapping act()", …). */
function actWarnings() {
  const error = vi.spyOn(console, 'error')
  return () =>
    error.mock.calls
      .map((call) => call.map(String).join(' '))
      .filter((line) => line.includes('act('))
}

afterEach(() => {
  vi.restoreAllMocks()
})

/** A modal with its Connect view mounted, its own start-up work (remote config, …) done. */
async function mounted(): Promise<{ modal: PorticoModal; view: RenderedModal }> {
  const modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] }, { plugins: [greeter] })
  const view = await renderView(modal, 'Connect')
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(modal.getState().features?.status).toBe('loaded'))
  return { modal, view }
}

describe('the host methods of a test modal, while a view is mounted', () => {
  it('open, close, the setters and the router print no act() warning', async () => {
    const { modal, view } = await mounted()
    const warnings = actWarnings()

    await modal.open({ view: 'Networks' })
    expect(view.getByRole('dialog', { name: 'Choose Network' })).toBeDefined()
    modal.close()
    expect(view.queryByRole('dialog')).toBeNull()
    await modal.open()
    modal.setThemeMode('dark')
    modal.setThemeVariables({ '--portico-accent': '#123456' })
    await modal.setLanguage('de')
    modal.router.push('Networks')
    modal.router.back()
    await modal.setLanguage('en')
    expect(view.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()

    expect(warnings()).toEqual([])
  })

  it('a plugin’s host method opens its lazy view inside act(), then waits for the visitor', async () => {
    const { modal, view } = await mounted()
    const warnings = actWarnings()

    const greeted = modal.kitActGreet('Ada')
    expect(await view.findByText('Hello, Ada!')).toBeDefined()
    await view.user.click(view.getByRole('button', { name: 'Wave' }))
    await expect(greeted).resolves.toBe('Ada waved')

    expect(warnings()).toEqual([])
  })

  it('without Testing Library’s waits around the call, its view still renders inside act()', async () => {
    const { modal, view } = await mounted()
    const warnings = actWarnings()

    const greeted = modal.kitActGreet('Grace')
    // Plain polling, not findBy…: React's act environment stays on meanwhile.
    await vi.waitUntil(() => view.queryByText('Hello, Grace!'))
    await view.user.click(view.getByRole('button', { name: 'Wave' }))
    await expect(greeted).resolves.toBe('Grace waved')

    expect(warnings()).toEqual([])
  })

  it('modal.pay refusing a bad config prints no act() warning', async () => {
    const { modal } = await mounted()
    const warnings = actWarnings()

    await expect(
      modal.pay({ paymentAsset: 'nothing', recipient: 'nobody', amount: 1 } as never),
    ).rejects.toMatchObject({ name: 'PorticoError' })

    expect(warnings()).toEqual([])
  })

  it('a call the suite wraps in act() itself is fine too', async () => {
    const { modal, view } = await mounted()
    const warnings = actWarnings()

    await act(() => modal.open({ view: 'Networks' }))
    act(() => modal.close())
    expect(view.queryByRole('dialog')).toBeNull()

    expect(warnings()).toEqual([])
  })
})
