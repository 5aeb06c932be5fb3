import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectWith } from '../../core/connection'
import { getWalletProvider } from '../../core/connection/provider'
import {
  announceWallet,
  FakeProvider,
  setupServiceServer,
  TEST_WALLET_INFO as DEMO_WALLET,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { useAccount, useDisconnect, useNetwork } from './account'
import { ModalProvider } from './ModalProvider'
import { NetworkButton } from './NetworkButton'

setupServiceServer()

let stop: (() => void) | undefined
let provider: FakeProvider
beforeEach(() => {
  localStorage.clear()
  provider = new FakeProvider({ knownChainIds: [1, 8453] })
  stop = announceWallet(provider)
})
afterEach(() => stop?.())

function AccountProbe() {
  const account = useAccount()
  const { network, switchNetwork } = useNetwork()
  const { disconnect } = useDisconnect()
  return (
    <div>
      <output aria-label="address">{account.isConnected ? account.address : 'none'}</output>
      <output aria-label="network">{network?.name ?? 'none'}</output>
      <button type="button" onClick={() => void switchNetwork('eip155:8453')}>
        to Base
      </button>
      <button type="button" onClick={() => void disconnect()}>
        leave
      </button>
    </div>
  )
}

describe('the host API for the account', () => {
  it('useAccount, useNetwork and useDisconnect follow and drive the connection', async () => {
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    render(
      <ModalProvider modal={modal}>
        <AccountProbe />
        <NetworkButton />
      </ModalProvider>,
    )
    expect(screen.getByLabelText('address').textContent).toBe('none')
    expect(screen.getByRole('button', { name: 'Select Network' })).toBeDefined()

    await act(() => modal.store.dispatch(connectWith(DEMO_WALLET.rdns)))
    expect(screen.getByLabelText('address').textContent).toMatch(/^0x52908400098527886E0F/)
    expect(screen.getByLabelText('network').textContent).toBe('Ethereum')
    // The network's mark comes with the connected parts, a chunk of their own.
    expect(await screen.findByRole('button', { name: 'Ethereum' })).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'to Base' }))
    await waitFor(() => expect(screen.getByLabelText('network').textContent).toBe('Base'))
    expect(provider.calls.map((call) => call.method)).toContain('wallet_switchEthereumChain')

    await userEvent.click(screen.getByRole('button', { name: 'leave' }))
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('none'))
  })

  it('the network button opens the network list once connected', async () => {
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    render(
      <ModalProvider modal={modal}>
        <NetworkButton className="host" />
      </ModalProvider>,
    )
    await act(() => modal.store.dispatch(connectWith(DEMO_WALLET.rdns)))
    await userEvent.click(await screen.findByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history).toEqual([{ view: 'Networks' }])
  })

  it('getWalletProvider gives the connected wallet, and nothing while disconnected', async () => {
    const modal = coreModal()
    expect(getWalletProvider(modal)).toBeUndefined()
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    expect(getWalletProvider(modal)).toBe(provider)
  })
})
