import { useId, useState } from 'react'
import { selectActiveAccount } from 'portico/plugin'
import {
  Button,
  ListItem,
  NotConnected,
  QrCode,
  Text,
  WarningIcon,
  copyText,
  useAppDispatch,
  useAppSelector,
  useT,
  type ViewProps,
} from 'portico/ui'

/**
 * Where to receive: the connected address as a QR code and as text, a way to copy it, and
 * the host's networks of the account's namespace (the same address receives on each). Picking
 * a network other than the wallet's warns the visitor to switch before sending on it.
 */
export default function Receive(_props: ViewProps) {
  const t = useT('receive')
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectActiveAccount)
  const namespace = useAppSelector((state) => state.account.activeNamespace)
  const allNetworks = useAppSelector((state) => state.options.networks)
  // Only what the visitor picked: until then the wallet's own network is the one shown chosen.
  const [picked, setPicked] = useState<string | undefined>(undefined)
  // Unique ids: during a view transition two copies of this view can be in the page at once.
  const addressLabelId = useId()
  const networksLabelId = useId()
  const address = account.status === 'connected' ? account.address : undefined

  if (address === undefined) {
    return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />
  }

  const networks = allNetworks.filter((network) => network.chainNamespace === namespace)
  const walletNetwork = networks.find((network) => network.caipNetworkId === account.caipNetworkId)
  const selected = picked ?? account.caipNetworkId
  const pickedNetwork =
    picked === undefined || picked === account.caipNetworkId
      ? undefined
      : networks.find((network) => network.caipNetworkId === picked)

  const copy = () => dispatch(copyText(address, 'receive:copied', 'receive:copyFailed'))

  return (
    <div className="receive">
      {/* The bare address, not an EIP-681 URI: every wallet's scanner reads it, and the same
          address receives on each network listed below. */}
      <QrCode value={address} label={t('qrLabel')} />
      <Text variant="muted" id={addressLabelId}>
        {t('addressLabel')}
      </Text>
      {/* Whole, never shortened, and selectable in one go: it is what the sender pastes. */}
      <Text
        aria-labelledby={addressLabelId}
        style={{ overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {address}
      </Text>
      <Button onClick={() => void copy()}>{t('copy')}</Button>
      <Text as="h3" variant="title" id={networksLabelId}>
        {t('networks')}
      </Text>
      <ul aria-labelledby={networksLabelId} style={{ listStyle: 'none', padding: 0 }}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              title={network.name}
              description={
                network.caipNetworkId === account.caipNetworkId ? t('walletNetwork') : undefined
              }
              imageUrl={network.assets?.imageUrl}
              aria-pressed={network.caipNetworkId === selected}
              onClick={() => setPicked(network.caipNetworkId)}
            />
          </li>
        ))}
      </ul>
      {pickedNetwork && (
        <div role="alert" className="receive-warning">
          <WarningIcon aria-hidden="true" />
          <Text as="span">
            {t('mismatch', {
              wallet: walletNetwork?.name ?? t('unknownNetwork'),
              network: pickedNetwork.name,
            })}
          </Text>
        </div>
      )}
    </div>
  )
}
