import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../index'
import { addShellTranslations } from '../shellStrings'
import { createTestModal, stubNetwork } from 'portico/testing'
import { ModalContext } from '../react/context'
import { Button, IconButton, ListItem, Skeleton, Spinner, Text, useT } from './index'

describe('primitives', () => {
  test('Button is a plain button that never submits by accident', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Continue</Button>)
    const button = screen.getByRole('button', { name: 'Continue' })
    expect(button.getAttribute('type')).toBe('button')

    await userEvent.click(button)

    expect(onClick).toHaveBeenCalledOnce()
  })

  test('IconButton is named by its aria-label, not by its icon', () => {
    render(
      <IconButton aria-label="Copy address">
        <svg aria-hidden="true" />
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeDefined()
  })

  test('ListItem is a row button named by its title and description', async () => {
    const onClick = vi.fn()
    render(
      <ListItem
        title="Example Wallet"
        description="Installed"
        imageUrl="https://example.test/icon.png"
        onClick={onClick}
      />,
    )
    const row = screen.getByRole('button', { name: /Example Wallet/ })
    expect(row.textContent).toContain('Installed')
    // The image is decorative: it adds nothing to the name.
    expect(screen.queryByRole('img')).toBeNull()

    await userEvent.click(row)

    expect(onClick).toHaveBeenCalledOnce()
  })

  test('Skeleton and a labelled Spinner announce the wait; a bare Spinner is decorative', () => {
    render(
      <>
        <Skeleton label="Loading wallets" />
        <Spinner label="Sending" />
        <Spinner />
        <Text as="h3">Heading</Text>
      </>,
    )
    expect(screen.getByRole('status', { name: 'Loading wallets' })).toBeDefined()
    expect(screen.getByRole('status', { name: 'Sending' })).toBeDefined()
    expect(screen.getAllByRole('status')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeDefined()
  })
})

describe('useT', () => {
  let modal: Modal

  beforeEach(async () => {
    stubNetwork()
    modal = createTestModal()
    // i18next and the modal's strings arrive with the UI chunk (installShell); this test
    // renders without it.
    await addShellTranslations(modal.runtime)
  })

  afterEach(async () => {
    await modal.destroy()
  })

  function Greeting({ namespace }: { namespace?: string }) {
    const t = useT(namespace)
    return <p>{t(namespace ? 'hello' : 'modal.close', { name: 'Ada' })}</p>
  }

  const renderWithModal = (namespace?: string) =>
    render(
      <ModalContext.Provider value={modal}>
        <Greeting namespace={namespace} />
      </ModalContext.Provider>,
    )

  test("translates the kit's strings and follows the language", async () => {
    renderWithModal()
    expect(screen.getByText('Close')).toBeDefined()

    await act(() => modal.setLanguage('de'))

    expect(screen.getByText('Schließen')).toBeDefined()
  })

  test("translates a plugin's namespace, re-rendering when its strings are added", () => {
    renderWithModal('greeter')
    // i18next answers a missing key with the key itself.
    expect(screen.getByText('hello')).toBeDefined()

    act(() => {
      modal.i18n.addResourceBundle('en', 'greeter', { hello: 'Hello, {{name}}!' })
    })

    expect(screen.getByText('Hello, Ada!')).toBeDefined()
  })
})
