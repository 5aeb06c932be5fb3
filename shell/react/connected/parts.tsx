import { useEffect, useState, type ButtonHTMLAttributes } from 'react'
import { useConnectedStyles } from './connectedStyles'
import {
  selectThemeMode,
  useConnectButton,
  useStoreValue,
  type ConnectButtonNetwork,
} from './useConnectButton'

/**
 * The host page's buttons once an account is connected, loaded then (or when the page is
 * idle): the network with its mark, the balance, the avatar with the name or address. The
 * disconnected buttons (ConnectButton.tsx, NetworkButton.tsx) are all a page pays for first.
 */

/** What the network part shows: its mark and name, one of them, or (ConnectButton) nothing. */
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
/** What the account part shows: avatar and name (or address), the avatar, or the address. */
export type AccountStatus = 'full' | 'avatar' | 'address'

/** The size of the marks and avatars, set on the image so its place is kept while it loads. */
const IMAGE_PX = 24

type ButtonAttributes = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'>

/** The page's strings, translated by the button that loaded these parts (see useStoreValue). */
export type PageText = (key: string) => string

/**
 * A round picture: `fallback` (ours, inline) at once, `src` in its place once it has loaded
 * (loaded apart, so the button never shows an empty box); one that fails leaves `fallback`.
 */
function Picture({ src, fallback }: { src: string; fallback: string }) {
  const [loaded, setLoaded] = useState<string>()
  useEffect(() => {
    if (src === fallback) return
    const probe = new Image()
    const loaded = () => setLoaded(src)
    probe.addEventListener('load', loaded)
    probe.src = src
    return () => probe.removeEventListener('load', loaded)
  }, [src, fallback])
  return (
    <img
      data-portico-image=""
      src={loaded === src ? src : fallback}
      // Decoration: the name beside it (shown, or kept for screen readers) says the same.
      alt=""
      width={IMAGE_PX}
      height={IMAGE_PX}
    />
  )
}

function NetworkPart({
  network,
  status,
  onClick,
  attributes,
  standalone,
  t,
}: {
  network: ConnectButtonNetwork | undefined
  status: Exclude<ChainStatus, 'none'>
  onClick: () => void
  attributes?: ButtonAttributes
  /** NetworkButton: the button is the root, so it carries the theme and responsiveness. */
  standalone?: { mode: string; responsive: boolean }
  t: PageText
}) {
  // A network the host did not configure is named as such, in the error colour, whole.
  const wrong = network?.unsupported === true
  const icon = network && !wrong && status !== 'name' ? network.icon : undefined
  return (
    <button
      type="button"
      data-portico-button=""
      data-variant={wrong ? 'error' : 'surface'}
      data-portico-theme={standalone?.mode}
      data-portico-responsive={standalone?.responsive ? '' : undefined}
      data-portico-network-button={standalone ? '' : undefined}
      aria-haspopup="dialog"
      {...attributes}
      onClick={onClick}
    >
      {network && icon && <Picture src={icon} fallback={network.fallbackIcon} />}
      <span
        data-portico-label=""
        data-beside-image={icon ? '' : undefined}
        data-hidden={icon && status === 'icon' ? '' : undefined}
      >
        {!network
          ? t('networkButton.select')
          : wrong
            ? t('networkButton.unsupported')
            : (network.name ?? network.caipNetworkId)}
      </span>
    </button>
  )
}

export interface ConnectedAccountProps extends ButtonAttributes {
  showBalance?: boolean | undefined
  chainStatus?: ChainStatus | undefined
  accountStatus?: AccountStatus | undefined
  responsive?: boolean | undefined
  t: PageText
}

/** ConnectButton once connected: the network button, then the account button. */
export default function ConnectedAccount({
  showBalance = true,
  chainStatus = 'full',
  accountStatus = 'full',
  responsive = true,
  className,
  style,
  t,
  ...attributes
}: ConnectedAccountProps) {
  const state = useConnectButton()
  const mode = useStoreValue(selectThemeMode)
  useConnectedStyles()
  const { account, balance } = state
  if (!account) return null
  const avatar = accountStatus !== 'address'
  return (
    <div
      data-portico-button-group=""
      data-portico-theme={mode}
      data-portico-responsive={responsive ? '' : undefined}
      className={className}
      style={style}
    >
      {chainStatus !== 'none' && state.network && (
        <NetworkPart
          network={state.network}
          status={chainStatus}
          onClick={state.openNetworks}
          t={t}
        />
      )}
      <button
        type="button"
        data-portico-button=""
        data-variant="surface"
        data-portico-connect-button=""
        aria-haspopup="dialog"
        // A name cut on the button is whole in its description.
        title={account.name && account.name !== account.displayName ? account.name : undefined}
        {...attributes}
        onClick={state.openAccount}
      >
        {avatar && <Picture src={account.avatar} fallback={account.generatedAvatar} />}
        <span
          data-portico-label=""
          data-beside-image={avatar ? '' : undefined}
          data-hidden={accountStatus === 'avatar' ? '' : undefined}
          dir={account.name ? undefined : 'ltr'}
        >
          {account.displayName}
        </span>
        {/* Drawn first (CSS order), read after the name: "alice.eth, 1.5 ETH". */}
        {showBalance && balance && (
          <span data-portico-balance="" dir="ltr">
            {balance.formatted} {balance.symbol}
          </span>
        )}
      </button>
    </div>
  )
}

export interface ConnectedNetworkProps extends ButtonAttributes {
  chainStatus?: Exclude<ChainStatus, 'none'> | undefined
  responsive?: boolean | undefined
  t: PageText
}

/** NetworkButton once connected: the network's mark and name; opens the network list. */
export function ConnectedNetwork({
  chainStatus = 'full',
  responsive = true,
  t,
  ...attributes
}: ConnectedNetworkProps) {
  const state = useConnectButton()
  const mode = useStoreValue(selectThemeMode)
  useConnectedStyles()
  return (
    <NetworkPart
      network={state.network}
      status={chainStatus}
      onClick={state.openNetworks}
      attributes={attributes}
      standalone={{ mode, responsive }}
      t={t}
    />
  )
}
