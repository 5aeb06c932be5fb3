import { useEffect, useRef, useState } from 'react'
import { selectActiveAccount } from '../../../core/account/slice'
import { networkIconUrl } from '../../../core/chains/icons'
import { selectAccountActions } from '../../../core/plugin/contributions'
import { showError } from '../../../core/snackbar/show'
import { avatarUrl } from '../../ui/avatar'
import { Button } from '../../ui/Button'
import { useAmountFormat } from '../../ui/formatters'
import { Skeleton } from '../../ui/Skeleton'
import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { useModalRuntime } from '../../ui/runtime'
import { useManifestText } from '../../ui/useManifestText'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { loadConnection } from '../shared/connection'
import { useMountedRef } from '../shared/useMountedRef'
import { AddressLine } from './AddressLine'
import { IdentityName } from './IdentityName'
import { AccountTabs } from './tabs/AccountTabs'

/**
 * The connected account: who (identity name, address with copy), on which network (a row to
 * the Networks view) and a way out (Disconnect). Without a connected account it shows
 * nothing and goes back to Connect, so a stale address is never on screen.
 */
export default function Account(_props: ViewProps) {
  const t = useT()
  const formatAmount = useAmountFormat()
  const modal = useModalRuntime()
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectActiveAccount)
  const networks = useAppSelector((state) => state.options.networks)
  // The rows plugins contribute (Send, Receive, ...): the shell names none of them.
  const actions = useAppSelector(selectAccountActions)
  const label = useManifestText()
  const [disconnecting, setDisconnecting] = useState(false)
  // Disconnecting resets the account just before the modal closes: no detour through Connect.
  const leaving = useRef(false)
  const mounted = useMountedRef()
  const address = account.status === 'connected' ? account.address : undefined

  useEffect(() => {
    if (address === undefined && !leaving.current) modal.router.reset('Connect')
  }, [address, modal])

  if (address === undefined) return null

  const network = networks.find((candidate) => candidate.caipNetworkId === account.caipNetworkId)

  const disconnect = async () => {
    leaving.current = true
    setDisconnecting(true)
    let confirmed: boolean
    try {
      const connection = await loadConnection()
      // Never rejects: the account is reset whether or not the wallet confirms.
      confirmed = await dispatch(connection.disconnect())
    } catch (error) {
      // Only the chunk failing to load lands here; the account is still connected.
      modal.runtime.logger.error('The connection chunk could not be loaded', error)
      void dispatch(showError({ key: 'errors.disconnectFailed' }))
      leaving.current = false
      if (mounted.current) setDisconnecting(false)
      return
    }
    if (!confirmed) {
      // The wallet did not confirm and core said 'Failed to disconnect'. Closing would hide
      // that toast with the modal; the visitor reads it on Connect, which is true now.
      modal.router.reset('Connect')
      return
    }
    modal.close()
  }

  return (
    <div className="account">
      <div className="account-identity">
        {/* The identity's image, else one drawn from the address: decoration beside the name. */}
        <img
          className="account-avatar"
          src={account.profileImage || avatarUrl(address)}
          alt=""
          width={64}
          height={64}
        />
        {account.profileName && <IdentityName name={account.profileName} />}
        <AddressLine address={address} isHeading={!account.profileName} />
        {account.balance !== undefined && account.balanceSymbol !== undefined ? (
          <Text>
            {t('account.balance', {
              amount: formatAmount(account.balance),
              symbol: account.balanceSymbol,
            })}
          </Text>
        ) : account.balanceUnavailable ? null : (
          <Skeleton label={t('account.balanceLoading')} rows={1} />
        )}
      </div>
      <ListItem
        title={network?.name ?? t('account.unknownNetwork')}
        description={t('account.switchNetwork')}
        imageUrl={network && networkIconUrl(network)}
        onClick={() => modal.router.push('Networks')}
      />
      {actions.map((action) => (
        <ListItem
          key={`${action.owner}:${action.id}`}
          data-testid={`account-action-${action.id}`}
          title={label(action.title, action.owner)}
          description={action.description && label(action.description, action.owner)}
          onClick={() => modal.router.push(action.view)}
        />
      ))}
      <ListItem
        title={t('account.wallets')}
        description={t('account.walletsHint')}
        onClick={() => modal.router.push('ProfileWallets')}
      />
      <Button variant="secondary" disabled={disconnecting} onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </Button>
      <AccountTabs />
    </div>
  )
}
