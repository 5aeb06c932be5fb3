import { useState } from 'react'
import type { ChainNamespace } from '../../../core/chains/network'
import { readConnections } from '../../../core/connection/storage'
import { errorMessage } from '../../../core/errors'
import { selectCanGoBack } from '../../../core/router/selectors'
import { showError } from '../../../core/snackbar/show'
import { useT } from '../../ui/i18n'
import { useModalRuntime } from '../../ui/runtime'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { loadConnection } from '../shared/connection'
import { useConnectors } from '../shared/useConnectors'
import { useMountedRef } from '../shared/useMountedRef'
import { activationErrorMessage } from './activationError'
import { ConnectionRow } from './ConnectionRow'
import { connectionEntries, type ConnectionListEntry } from './connectionEntries'
import { PROFILE_WALLETS_STYLES } from './styles'

/**
 * The visitor's wallet connections, one per namespace: choosing one
 * makes it the active connection (a disconnected one is connected again through its
 * connector), and each connected one can be disconnected. One action at a time; failures
 * are shown in the snackbar and leave the list as it was.
 */
function ProfileWallets(_props: ViewProps) {
  const modal = useModalRuntime()
  const t = useT()
  const dispatch = useAppDispatch()
  const connectors = useConnectors()
  const account = useAppSelector((state) => state.account)
  const canGoBack = useAppSelector(selectCanGoBack)
  const [pending, setPending] = useState<ChainNamespace>()
  const mounted = useMountedRef()
  // Read on every render, not memoised: core writes storage right after the state changes
  // that re-render this view, and the read is a small local value.
  const entries = connectionEntries(account, readConnections())

  const activate = async (entry: ConnectionListEntry) => {
    const connector = connectors.find((candidate) => candidate.id === entry.connectorId)
    if (entry.status === 'disconnected' && connector?.type === 'WALLET_CONNECT') {
      // An ended WalletConnect session cannot be resumed from here: a new pairing is needed.
      modal.router.push('ConnectingWalletConnect')
      return
    }
    setPending(entry.namespace)
    let activated = false
    try {
      const { activateConnection } = await loadConnection()
      await dispatch(activateConnection(entry))
      activated = true
    } catch (error) {
      modal.runtime.logger.warn('The connection could not be made active', errorMessage(error))
      const message = activationErrorMessage(error)
      if (message) void dispatch(showError(message))
    }
    // Gone when the modal closed or core opened another view (UnsupportedChain, say).
    if (!mounted.current) return
    setPending(undefined)
    // Back to where the visitor came from (the account); as the first view, stay and show it.
    if (activated && canGoBack) modal.router.back()
  }

  const disconnect = async (entry: ConnectionListEntry) => {
    setPending(entry.namespace)
    try {
      const connection = await loadConnection()
      // Never rejects: the account is reset either way, and a wallet that did not confirm
      // has already had core show 'Failed to disconnect'.
      await dispatch(connection.disconnect(entry.namespace))
    } catch (error) {
      // Only the chunk failing to load lands here; the connection is untouched.
      modal.runtime.logger.error('The connection chunk could not be loaded', error)
      void dispatch(showError({ key: 'errors.disconnectFailed' }))
    }
    if (mounted.current) setPending(undefined)
  }

  if (entries.length === 0) {
    return (
      <div className="empty-state">
        <Text variant="muted">{t('profileWallets.empty')}</Text>
      </div>
    )
  }

  return (
    <>
      <style>{PROFILE_WALLETS_STYLES}</style>
      {/* role="list" again: Safari drops list semantics from lists styled without bullets. */}
      <ul
        className="list"
        role="list"
        aria-label={t('profileWallets.listLabel')}
        aria-busy={pending !== undefined}
      >
        {entries.map((entry) => (
          <ConnectionRow
            key={entry.namespace}
            entry={entry}
            connector={connectors.find((candidate) => candidate.id === entry.connectorId)}
            busy={pending === entry.namespace}
            disabled={pending !== undefined && pending !== entry.namespace}
            onActivate={() => void activate(entry)}
            onDisconnect={() => void disconnect(entry)}
          />
        ))}
      </ul>
    </>
  )
}

export default ProfileWallets
