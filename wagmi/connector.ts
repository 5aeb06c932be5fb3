import {
  connectionRestored,
  disconnect as disconnectModal,
  getWalletProvider,
  switchNetwork as switchModalNetwork,
  type Eip1193Provider,
  type PorticoModal,
} from 'portico'
import {
  ProviderDisconnectedError,
  SwitchChainError,
  UserRejectedRequestError,
  type Address,
} from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { readConnection, type ModalConnection } from './connection'

/** The connector's id, name and type in wagmi's state (`useAccount().connector`). */
export const PORTICO_CONNECTOR_ID = 'portico'

type Connected = Extract<ModalConnection, { status: 'connected' }>

/** What the connector needs of the modal: its state, the opening, and what a host passes on. */
export type ConnectorModal = Pick<
  PorticoModal,
  'getState' | 'subscribe' | 'open' | 'store' | 'runtime'
>

/** `porticoConnector(options)`: the modal, whose connection wagmi's becomes. */
export interface PorticoConnectorOptions {
  modal: ConnectorModal
}

/**
 * A wagmi connector that is the modal: wagmi's `connect` opens it (or adopts the connection it
 * has), and every wallet it connects (an extension, WalletConnect, the e-mail wallet) is then
 * wagmi's, through the modal's own EIP-1193 provider. Changes flow both ways: the modal's
 * account, network and disconnect reach wagmi as the connector's events; wagmi's
 * `switchChain` and `disconnect` run the modal's own switch and disconnect. After a reload,
 * wagmi's reconnect waits for the modal's silent restore instead of asking the wallet again.
 */
export function porticoConnector({ modal }: PorticoConnectorOptions) {
  // One provider for the connector's life: wagmi tells connectors apart by their provider
  // (reconnect skips one it met already), and the wallet behind it may change.
  const provider: Eip1193Provider = {
    request(args) {
      const wallet = getWalletProvider(modal)
      if (!wallet) {
        return Promise.reject(
          new ProviderDisconnectedError(new Error('No wallet is connected through the modal')),
        )
      }
      return wallet.request(args)
    },
  }

  return createConnector<Eip1193Provider>((config) => {
    // What wagmi was last told: an account on a chain, or nothing.
    let told: Connected | undefined
    let unsubscribe: (() => void) | undefined

    const follow = () => {
      const now = readConnection(modal)
      if (now.status === 'connected') {
        if (!told) {
          config.emitter.emit('connect', { accounts: [now.address], chainId: now.chainId })
        } else {
          if (now.address !== told.address)
            config.emitter.emit('change', { accounts: [now.address] })
          if (now.chainId !== told.chainId) config.emitter.emit('change', { chainId: now.chainId })
        }
        told = now
      } else if (now.status === 'disconnected' && told) {
        told = undefined
        config.emitter.emit('disconnect')
      }
      // 'connecting': nothing to say yet; wagmi keeps what it has until the modal settles.
    }

    return {
      id: PORTICO_CONNECTOR_ID,
      name: 'Portico',
      type: PORTICO_CONNECTOR_ID,

      async setup() {
        if (unsubscribe) return
        unsubscribe = modal.subscribe(follow)
        // A modal connected before wagmi's config was made: wagmi adopts its connection. After
        // a microtask, once createConfig has its connectors (wagmi runs setup while making them).
        queueMicrotask(follow)
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let connection: Connected
        if (isReconnecting) {
          await connectionRestored(modal)
          const restored = connectedNow(modal)
          if (!restored) throw new ProviderDisconnectedError(new Error('Nothing to restore'))
          connection = restored
        } else {
          connection = connectedNow(modal) ?? (await connectInModal(modal))
        }
        told = connection
        let current = connection.chainId
        if (chainId !== undefined && chainId !== current && this.switchChain) {
          // As wagmi's own connectors do: a refusal ends the connect, another failure leaves
          // the wallet where it is.
          const chain = await this.switchChain({ chainId }).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error
            return undefined
          })
          current = chain?.id ?? readChainId(modal) ?? current
        }
        const accounts = [connection.address]
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },

      async disconnect() {
        if (readConnection(modal).status === 'disconnected') return
        await disconnectModal(modal)
      },

      async getAccounts(): Promise<readonly Address[]> {
        const connection = connectedNow(modal)
        return connection ? [connection.address] : []
      },

      async getChainId() {
        return readChainId(modal) ?? config.chains[0].id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        // A connection remembered from the last visit comes back on its own, without a prompt:
        // wait for it rather than take the modal for disconnected meanwhile.
        await connectionRestored(modal)
        return connectedNow(modal) !== undefined
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((each) => each.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        if (readChainId(modal) === chainId) return chain
        let switched: boolean
        try {
          switched = await switchModalNetwork(modal, `eip155:${chainId}`)
        } catch (error) {
          throw new SwitchChainError(error instanceof Error ? error : new Error(String(error)))
        }
        if (!switched) {
          throw new SwitchChainError(new Error(`The wallet did not switch to ${chain.name}`))
        }
        // The modal's state has the new network; wagmi hears of it through `follow`.
        return chain
      },

      // The modal watches the wallet's own events (accounts, chain, disconnect) and wagmi
      // follows the modal's state: these handlers are for a caller that relays events itself.
      onAccountsChanged() {
        follow()
      },
      onChainChanged() {
        follow()
      },
      onDisconnect() {
        follow()
      },
    }
  })
}

/** The modal's EVM connection now, or undefined while there is none (or one on its way). */
function connectedNow(modal: ConnectorModal): Connected | undefined {
  const connection = readConnection(modal)
  return connection.status === 'connected' ? connection : undefined
}

function readChainId(modal: ConnectorModal): number | undefined {
  return connectedNow(modal)?.chainId
}

/**
 * Opens the modal and resolves once the visitor has connected a wallet in it; closing it
 * without one is a refusal (`UserRejectedRequestError`, as a wallet's own refusal).
 */
function connectInModal(modal: ConnectorModal): Promise<Connected> {
  return new Promise((resolve, reject) => {
    let opened = false
    const settle = () => {
      const connection = readConnection(modal)
      if (connection.status === 'connected') {
        unsubscribe()
        resolve(connection)
      } else if (opened && !modal.getState().modal.open && connection.status !== 'connecting') {
        unsubscribe()
        reject(new UserRejectedRequestError(new Error('The modal was closed without connecting')))
      }
    }
    const unsubscribe = modal.subscribe(settle)
    modal.open().then(
      () => {
        opened = true
        settle()
      },
      (error: unknown) => {
        unsubscribe()
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
