import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  accountDataUpdated,
  activeNamespaceSet,
  connectionStarted,
} from '../../../core/account/slice'
import { networkIconUrl } from '../../../core/chains/icons'
import type { HostOptionsInput } from '../../../core/options'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { assetImageUrl } from '../../../core/images/serviceImages'
import { coreModal } from '../../../testing/coreModal'
import { avatarUrl } from '../../ui/avatar'
import { ModalProvider } from '../ModalProvider'
import { ADDRESS, connectAccount, SHORT } from '../test/connectAccount'
import { useConnectButton, type ConnectButtonState } from './useConnectButton'

setupServiceServer()

/** A host's own button: the hook's state, kept for the test to read. */
function renderHostButton(options: Partial<HostOptionsInput> = {}) {
  const modal = coreModal(options)
  const seen: { state?: ConnectButtonState } = {}
  function HostButton() {
    const state = useConnectButton()
    seen.state = state
    return (
      <>
        <button type="button" onClick={state.openConnect}>
          connect
        </button>
        <button type="button" onClick={state.openAccount}>
          account
        </button>
        <button type="button" onClick={state.openNetworks}>
          networks
        </button>
      </>
    )
  }
  render(
    <ModalProvider modal={modal}>
      <HostButton />
    </ModalProvider>,
  )
  const state = () => {
    if (!seen.state) throw new Error('the host button did not render')
    return seen.state
  }
  return { modal, state }
}

describe('useConnectButton', () => {
  it('while disconnected: the status and nothing else; openConnect opens Connect', async () => {
    const { modal, state } = renderHostButton()
    expect(state()).toMatchObject({
      status: 'disconnected',
      account: undefined,
      network: undefined,
      balance: undefined,
    })
    act(() => {
      modal.store.dispatch(activeNamespaceSet('eip155'))
      modal.store.dispatch(connectionStarted({ namespace: 'eip155' }))
    })
    expect(state().status).toBe('connecting')
    await userEvent.click(screen.getByRole('button', { name: 'connect' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history.at(-1)?.view).toBe('Connect')
  })

  it('once connected: account, network and balance ready to draw', () => {
    const { modal, state } = renderHostButton({ language: 'en' })
    connectAccount(modal)
    expect(state().status).toBe('connected')
    expect(state().account).toEqual({
      address: ADDRESS,
      shortAddress: SHORT,
      displayName: SHORT,
      name: undefined,
      avatar: avatarUrl(ADDRESS),
      generatedAvatar: avatarUrl(ADDRESS),
    })
    expect(state().network).toEqual({
      caipNetworkId: 'eip155:1',
      id: '1',
      name: 'Ethereum',
      // The image the modal's network list shows, the kit's mark standing in.
      icon: assetImageUrl(TEST_ENDPOINTS.walletServices, 'eip155:1', 'p1'),
      fallbackIcon: networkIconUrl({ caipNetworkId: 'eip155:1' }),
      unsupported: false,
    })
    expect(state().balance).toBeUndefined()
    act(() => {
      modal.store.dispatch(
        accountDataUpdated({
          namespace: 'eip155',
          data: {
            balance: '12345.678901',
            balanceSymbol: 'ETH',
            profileName: `${'a'.repeat(40)}.eth`,
            profileImage: 'https://images.example/a.png',
          },
        }),
      )
    })
    expect(state().balance).toEqual({
      value: '12345.678901',
      symbol: 'ETH',
      formatted: '12,345.6789',
    })
    expect(state().account).toMatchObject({
      displayName: `${'a'.repeat(29)}…`,
      name: `${'a'.repeat(40)}.eth`,
      avatar: 'https://images.example/a.png',
      generatedAvatar: avatarUrl(ADDRESS),
    })
  })

  it('names a network the host did not configure from the catalogue, and flags it', () => {
    const { modal, state } = renderHostButton()
    connectAccount(modal, { caipNetworkId: 'eip155:137' })
    expect(state().network).toMatchObject({ name: 'Polygon', id: '137', unsupported: true })
    connectAccount(modal, { caipNetworkId: 'eip155:999999' })
    expect(state().network).toMatchObject({ name: undefined, id: '999999', unsupported: true })
    expect(state().network?.icon).toMatch(/^data:image\/svg\+xml,/)
  })

  it('openAccount and openNetworks open their views', async () => {
    const { modal } = renderHostButton()
    connectAccount(modal)
    await userEvent.click(screen.getByRole('button', { name: 'networks' }))
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
    act(() => modal.close())
    await userEvent.click(screen.getByRole('button', { name: 'account' }))
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Account' }]))
  })
})
