import { useEffect, useRef, useState } from 'react'
import { selectActiveAccount } from '../../../core/account/slice'
import { selectAccountActions } from '../../../core/plugin/contributions'
import { showError } from '../../../core/snackbar/show'
import { avatarUrl } from '../../ui/avatar'
import { useAmountFormat } from '../../ui/formatters'
import { Skeleton } from '../../ui/Skeleton'
import { useT } from '../../ui/i18n'
import { IconButton } from '../../ui/IconButton'
import { NetworkIcon } from '../../ui/NetworkIcon'
import { useModalRuntime } from '../../ui/runtime'
import { useManifestText } from '../../ui/useManifestText'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { loadConnection } from '../shared/connection'
import { useMountedRef } from '../shared/useMountedRef'
import { actionIcon, DisconnectIcon, WalletsIcon } from './actionIcons'
import { ActionRow } from './ActionRow'
import { AddressLine } from './AddressLine'
import { IdentityName } from './IdentityName'
import { AccountTabs } from './tabs/AccountTabs'

/**
 * The connected account: who (avatar, identity name, address with copy, balance), on which
 * network (a button to the Networks view, beside the wallets and Disconnect), what it can do
 * (the plugins' actions, a compact row of pictures) and its tokens, in view without
 * scrolling. Without a connected account it shows nothing and goes back to Connect, so a
 * stale address is never on screen.
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
  const networkName = network?.name ?? t('account.unknownNetwork')

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
      <div className="account-bar">
        <button
          type="button"
          className="account-network"
          onClick={() => modal.router.push('Networks')}
        >
          {network && <NetworkIcon network={network} size={20} className="round-image" />}
          {/* A name cut short by the ellipsis is whole on hover. */}
          <span className="account-network-name" title={networkName}>
            {networkName}
          </span>
          {/* Read after the name, as the row it replaces read: "Base, Switch network". */}
          <span className="visually-hidden">{t('account.switchNetwork')}</span>
        </button>
        <IconButton
          aria-label={t('account.wallets')}
          title={t('account.walletsHint')}
          onClick={() => modal.router.push('ProfileWallets')}
        >
          <WalletsIcon />
        </IconButton>
        <IconButton
          aria-label={t('account.disconnect')}
          title={t('account.disconnect')}
          className="account-disconnect"
          disabled={disconnecting}
          onClick={() => void disconnect()}
        >
          <DisconnectIcon />
        </IconButton>
      </div>
      <ActionRow
        label={t('account.actions')}
        actions={actions.map((action) => ({
          id: action.id,
          label: label(action.title, action.owner),
          description: action.description && label(action.description, action.owner),
          icon: actionIcon(action.id),
          onClick: () => modal.router.push(action.view),
        }))}
      />
      <AccountTabs />
    </div>
  )
}
