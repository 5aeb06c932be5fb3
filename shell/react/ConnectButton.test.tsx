import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { accountDataUpdated, activeNamespaceSet, connected } from '../../core/account/slice'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { ConnectButton } from './ConnectButton'
import { useModal } from './hooks'
import { ModalProvider } from './ModalProvider'

setupServiceServer()

function OpenState() {
  const { isOpen } = useModal()
  return <output aria-label="modal state">{isOpen ? 'open' : 'closed'}</output>
}

describe('ConnectButton', () => {
  it('is named "Connect Wallet" while disconnected and opens the modal', async () => {
    const modal = coreModal()
    render(
      <ModalProvider modal={modal}>
        <ConnectButton className="host-class" />
        <OpenState />
      </ModalProvider>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.className).toBe('host-class')
    expect(screen.getByLabelText('modal state').textContent).toBe('closed')
    await userEvent.click(button)
    // Opening loads the opening rules with the UI, so the state flips a moment later.
    await waitFor(() => expect(screen.getByLabelText('modal state').textContent).toBe('open'))
    expect(modal.getState().modal.open).toBe(true)
  })

  it('shows the shortened address, then the identity name, once connected', () => {
    const modal = coreModal()
    render(
      <ModalProvider modal={modal}>
        <ConnectButton />
      </ModalProvider>,
    )
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    act(() => {
      modal.store.dispatch(activeNamespaceSet('eip155'))
      modal.store.dispatch(
        connected(
          {
            namespace: 'eip155',
            address,
            caipAddress: `eip155:1:${address}`,
            caipNetworkId: 'eip155:1',
            connectorId: 'test',
          },
          'restore',
        ),
      )
    })
    expect(screen.getByRole('button', { name: '0x1234…5678' })).toBeTruthy()
    act(() => {
      modal.store.dispatch(
        accountDataUpdated({ namespace: 'eip155', data: { profileName: 'alice.eth' } }),
      )
    })
    expect(screen.getByRole('button', { name: 'alice.eth' })).toBeTruthy()
  })

  it('cuts a long identity name to 30 characters and gives it whole as the description', () => {
    const modal = coreModal()
    render(
      <ModalProvider modal={modal}>
        <ConnectButton />
      </ModalProvider>,
    )
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    const name = `${'n'.repeat(100_000)}.eth`
    act(() => {
      modal.store.dispatch(activeNamespaceSet('eip155'))
      modal.store.dispatch(
        connected(
          {
            namespace: 'eip155',
            address,
            caipAddress: `eip155:1:${address}`,
            caipNetworkId: 'eip155:1',
            connectorId: 'test',
          },
          'restore',
        ),
      )
      modal.store.dispatch(accountDataUpdated({ namespace: 'eip155', data: { profileName: name } }))
    })
    const button = screen.getByRole('button', { name: `${'n'.repeat(29)}…`, description: name })
    expect(button.textContent).toHaveLength(30)
    // A name within the limit is shown whole, with no description repeating it.
    const short = 'a'.repeat(30)
    act(() => {
      modal.store.dispatch(
        accountDataUpdated({ namespace: 'eip155', data: { profileName: short } }),
      )
    })
    expect(screen.getByRole('button', { name: short }).hasAttribute('title')).toBe(false)
  })

  it("follows the modal language, once that language's strings have arrived", async () => {
    const modal = coreModal({ language: 'es' })
    render(
      <ModalProvider modal={modal}>
        <ConnectButton />
      </ModalProvider>,
    )
    // The page's first paint has English (bundled); Spanish is a chunk of its own.
    expect(await screen.findByRole('button', { name: 'Conectar billetera' })).toBeTruthy()
    await act(() => modal.setLanguage('de'))
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('explains a missing provider', () => {
    const quiet = console.error
    console.error = () => undefined
    try {
      expect(() => render(<ConnectButton />)).toThrow('inside <ModalProvider modal={modal}>')
    } finally {
      console.error = quiet
    }
  })
})
