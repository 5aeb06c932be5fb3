import { waitFor } from '@testing-library/react'
import {
  createTestModal,
  inModal,
  prettyShadowRoot,
  renderView,
  setupServiceServer,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'

// A query on the rendered modal that finds nothing fails as Testing Library's queries fail
// anywhere: its own message, then the DOM it looked in (the modal's shadow root).

setupServiceServer()

// prettyDOM colours its output in a terminal.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** What a query threw, or rejected with, its message without colours. */
async function failureOf(query: () => unknown): Promise<{ name: string; message: string }> {
  try {
    await query()
  } catch (error) {
    if (error instanceof Error)
      return { name: error.name, message: error.message.replace(COLOURS, '') }
    throw new Error(`threw something that is not an Error: ${String(error)}`, { cause: error })
  }
  throw new Error('the query did not fail')
}

async function connectView() {
  const view = await renderView(createTestModal(), 'Connect')
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  return view
}

describe('a failing query on the rendered modal', () => {
  it('getBy… throws the query’s message and a dump of the modal’s DOM', async () => {
    const view = await connectView()
    const error = await failureOf(() => view.getByRole('button', { name: 'Pay now' }))
    expect(error.name).toBe('TestingLibraryElementError')
    expect(error.message).toContain(
      'Unable to find an accessible element with the role "button" and name "Pay now"',
    )
    // The dump is the shadow root's DOM: the dialog and its header are in it, the stylesheet is not.
    expect(error.message).toContain('#shadow-root (open)')
    expect(error.message).toContain('role="dialog"')
    expect(error.message).toContain('Connect Wallet')
    expect(error.message).not.toContain('<style')
  })

  it('findBy… rejects with the readable error once its time is up', async () => {
    const view = await connectView()
    const error = await failureOf(() =>
      view.findByRole('button', { name: 'Pay now' }, { timeout: 50 }),
    )
    expect(error.name).toBe('TestingLibraryElementError')
    expect(error.message).toContain('Unable to find role="button" and name "Pay now"')
    expect(error.message).toContain('#shadow-root (open)')
  })

  it('a waitFor around a query times out with the readable error', async () => {
    await connectView()
    const error = await failureOf(() =>
      waitFor(() => inModal().getByText('Payment received'), { timeout: 50 }),
    )
    expect(error.message).toContain('Unable to find an element with the text: Payment received')
    expect(error.message).toContain('#shadow-root (open)')
  })

  it('queryBy… still answers null, and other containers keep the usual error', async () => {
    const view = await connectView()
    expect(view.queryByRole('button', { name: 'Pay now' })).toBeNull()
    const element = document.createElement('section')
    element.innerHTML = '<p>plain</p>'
    const { getByRole } = await import('@testing-library/react').then(({ within }) =>
      within(element),
    )
    const error = await failureOf(() => getByRole('button'))
    expect(error.message).toContain('<section>')
    expect(error.message).not.toContain('#shadow-root')
  })
})

describe('prettyShadowRoot', () => {
  it('prints each child of the root, without its stylesheet, within the print limit', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    root.innerHTML = '<style>p { color: red }</style><p>one</p><p>two</p>'
    const text = prettyShadowRoot(root)
    expect(text).toContain('#shadow-root (open)')
    expect(text).toContain('one')
    expect(text).toContain('two')
    expect(text).not.toContain('color: red')
    expect(prettyShadowRoot(root, 20)).toHaveLength(23)
  })
})
