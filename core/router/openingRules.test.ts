import { describe, expect, it } from 'vitest'
import { openingRoute, type OpeningContext } from './openingRules'

const base: OpeningContext = {
  isConnected: false,
  manualWCControl: false,
  hasAdapters: true,
  isMobile: false,
}

describe('opening rules (SPEC §2)', () => {
  it('opens on Connect when nobody is connected', () => {
    expect(openingRoute(base)).toEqual({ view: 'Connect' })
  })

  it('opens on Account when an address is connected', () => {
    expect(openingRoute({ ...base, isConnected: true })).toEqual({ view: 'Account' })
  })

  it('opens a forced view with its data, whatever else holds', () => {
    const forced = { view: 'ConnectingExternal' as const, data: { connectorId: 'io.metamask' } }
    expect(openingRoute({ ...base, isConnected: true, manualWCControl: true, forced })).toEqual(
      forced,
    )
  })

  it('with manual WalletConnect control opens the WalletConnect entry for the device', () => {
    expect(openingRoute({ ...base, manualWCControl: true })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
    expect(openingRoute({ ...base, manualWCControl: true, isMobile: true })).toEqual({
      view: 'AllWallets',
    })
  })

  it('with no adapters and nobody connected opens the WalletConnect entry for the device', () => {
    expect(openingRoute({ ...base, hasAdapters: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
    expect(openingRoute({ ...base, hasAdapters: false, isMobile: true })).toEqual({
      view: 'AllWallets',
    })
  })

  it('with no adapters but a connected address opens on Account', () => {
    expect(openingRoute({ ...base, hasAdapters: false, isConnected: true })).toEqual({
      view: 'Account',
    })
  })
})
