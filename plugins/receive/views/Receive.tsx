import { useEffect, useId, useState } from 'react'
import type { Views } from 'portico'
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
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import { requestedNetwork } from '../args'

/**
 * Where to receive: the connected address as a QR code and as text, a way to copy it, and
 * the host's networks of the account's namespace (the same address receives on each). Picking
 * a network other than the wallet's warns the visitor to switch before sending on it. Opened
 * with `data.network`, that network is the one shown chosen.
 */
export default function Receive({ data }: ViewProps<Views['Receive']>) {
  const t = useT('receive')
  const { logger } = usePortico()
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
  const networks = allNetworks.filter((network) => network.chainNamespace === namespace)
  // The host's (or another plugin's) choice, until the visitor picks one; data that names no
  // network of the account's is told to the host's console and shows the wallet's own.
  const requested = requestedNetwork(data, networks)
  useEffect(() => {
    if (requested.problem) logger.warn(requested.problem)
  }, [requested.problem, logger])

  if (address === undefined) {
    return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />
  }

  const walletNetwork = networks.find((network) => network.caipNetworkId === account.caipNetworkId)
  const chosen = picked ?? requested.network?.caipNetworkId
  const selected = chosen ?? account.caipNetworkId
  const pickedNetwork =
    chosen === undefined || chosen === account.caipNetworkId
      ? undefined
      : networks.find((network) => network.caipNetworkId === chosen)

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
