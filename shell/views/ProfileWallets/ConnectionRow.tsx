import type { ConnectorMeta } from '../../../core/connectors/types'
import { displayName } from '../../react/displayName'
import { shortAddress } from '../../react/shortAddress'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { Spinner } from '../../ui/Spinner'
import type { ConnectionListEntry } from './connectionEntries'

export interface ConnectionRowProps {
  entry: ConnectionListEntry
  /** The connector's metadata; missing when its wallet is no longer in the page. */
  connector: ConnectorMeta | undefined
  /** This row's action is under way. */
  busy: boolean
  /** Another row's action is under way: one at a time. */
  disabled: boolean
  onActivate(): void
  onDisconnect(): void
}

/**
 * One connection: the wallet, its account's name or shortened address while connected and its status, as a
 * row that makes it the active one; and a Disconnect button while it is connected.
 */
export function ConnectionRow({
  entry,
  connector,
  busy,
  disabled,
  onActivate,
  onDisconnect,
}: ConnectionRowProps) {
  const t = useT()
  // How the account was signed in to where the connector says (the embedded wallet: 'GitHub'
  // rather than 'Email'); the id (an rdns such as io.metamask) still tells which wallet it was.
  const wallet = entry.source ?? connector?.name ?? entry.connectorId
  const status = t(`profileWallets.status.${entry.connecting ? 'connecting' : entry.status}`)
  // The account's name where it has one, as Account and the page's button show it.
  const address = entry.name
    ? displayName(entry.name).text
    : entry.address === undefined
      ? undefined
      : shortAddress(entry.address)
  return (
    <li className="profile-wallet">
      <ListItem
        title={wallet}
        description={address ? `${address} · ${status}` : status}
        imageUrl={connector?.imageUrl}
        // The visible parts, in reading order with pauses: the spans alone run together.
        aria-label={
          address
            ? t('profileWallets.entryWithAddress', { wallet, address, status })
            : t('profileWallets.entry', { wallet, status })
        }
        aria-current={entry.status === 'active' ? 'true' : undefined}
        disabled={busy || disabled || entry.connecting}
        end={busy || entry.connecting ? <Spinner /> : undefined}
        onClick={onActivate}
      />
      {entry.status !== 'disconnected' && (
        <Button
          variant="secondary"
          aria-label={t('profileWallets.disconnectWallet', { wallet })}
          disabled={busy || disabled}
          onClick={onDisconnect}
        >
          {t('profileWallets.disconnect')}
        </Button>
      )}
    </li>
  )
}
