import type { AccountState, NamespaceAccount } from '../../../core/account/slice'
import { PorticoError, type ErrorCode } from '../../../core/errors'
import { activationErrorMessage } from './activationError'
import { connectionEntries } from './connectionEntries'

const account = (changes: Partial<NamespaceAccount>): NamespaceAccount => ({
  status: 'disconnected',
  caipAddress: undefined,
  address: undefined,
  caipNetworkId: undefined,
  connectorId: undefined,
  profileName: undefined,
  ...changes,
})

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('connectionEntries (SPEC §3 Connection, §4)', () => {
  it('lists every namespace the state knows, the active one marked, in catalogue order', () => {
    const state: AccountState = {
      activeNamespace: 'solana',
      byNamespace: {
        solana: account({ status: 'connected', connectorId: 'phantom', address: SOLANA_ADDRESS }),
        eip155: account({ status: 'connected', connectorId: 'io.metamask', address: ADDRESS }),
      },
    }
    expect(connectionEntries(state, { connections: [] })).toEqual([
      {
        namespace: 'eip155',
        connectorId: 'io.metamask',
        status: 'connected',
        address: ADDRESS,
        connecting: false,
      },
      {
        namespace: 'solana',
        connectorId: 'phantom',
        status: 'active',
        address: SOLANA_ADDRESS,
        connecting: false,
      },
    ])
  })

  it('names a connected account by its profile name (identity or registered), as Account does', () => {
    const state: AccountState = {
      activeNamespace: 'eip155',
      byNamespace: {
        eip155: account({
          status: 'connected',
          connectorId: 'io.metamask',
          address: ADDRESS,
          profileName: 'ada-lovelace',
        }),
      },
    }
    expect(connectionEntries(state, { connections: [] })[0]?.name).toBe('ada-lovelace')
    const unnamed = {
      ...state,
      byNamespace: { eip155: account({ ...state.byNamespace.eip155, profileName: '' }) },
    }
    expect(connectionEntries(unnamed, { connections: [] })[0]?.name).toBeUndefined()
  })

  it('adds the stored connections of namespaces the state has not seen this visit', () => {
    const state: AccountState = { activeNamespace: undefined, byNamespace: {} }
    expect(
      connectionEntries(state, {
        connections: [{ namespace: 'eip155', connectorId: 'io.metamask', status: 'disconnected' }],
      }),
    ).toEqual([
      {
        namespace: 'eip155',
        connectorId: 'io.metamask',
        status: 'disconnected',
        address: undefined,
        connecting: false,
      },
    ])
  })

  it('believes the state over storage: a reset account is disconnected, named by storage', () => {
    const state: AccountState = {
      activeNamespace: 'eip155',
      byNamespace: { eip155: account({ status: 'disconnected' }) },
    }
    const stored = {
      connections: [
        { namespace: 'eip155' as const, connectorId: 'io.metamask', status: 'connected' as const },
      ],
    }
    expect(connectionEntries(state, stored)).toMatchObject([
      { connectorId: 'io.metamask', status: 'disconnected', connecting: false },
    ])
    // While the restore at start runs, the stored status stands and the row is busy.
    state.byNamespace.eip155 = account({ status: 'connecting' })
    expect(connectionEntries(state, stored)).toMatchObject([
      { connectorId: 'io.metamask', status: 'connected', connecting: true },
    ])
  })

  it('leaves out a namespace no connector ever held', () => {
    const state: AccountState = {
      activeNamespace: undefined,
      byNamespace: { eip155: account({ status: 'disconnected' }) },
    }
    expect(connectionEntries(state, { connections: [] })).toEqual([])
  })
})

describe('activationErrorMessage', () => {
  it.each<[ErrorCode, object]>([
    ['INVALID_CONNECTION_STATUS', { key: 'profileWallets.invalidStatus' }],
    ['CONNECTION_REJECTED', { key: 'connecting.rejected' }],
    ['CONNECTOR_NOT_FOUND', { key: 'connecting.unavailable' }],
  ])('says %s in the visitor language', (code, message) => {
    expect(activationErrorMessage(new PorticoError(code, 'ignored'))).toEqual(message)
  })

  it("keeps an unexpected failure's own words, and says nothing once the modal closed", () => {
    expect(activationErrorMessage(new Error('Internal JSON-RPC error'))).toEqual({
      text: 'Internal JSON-RPC error',
    })
    expect(activationErrorMessage(new PorticoError('MODAL_CLOSED', 'Modal closed'))).toBe(undefined)
  })
})
