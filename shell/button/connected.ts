import { selectActiveAccount } from '../../core/account/slice'
import { findCatalogueNetwork } from '../../core/chains/catalogue'
import { formatTokenAmount } from '../../core/format/numbers'
import { networkImage } from '../../core/images/networkImage'
import type { CoreState } from '../../core/store/types'
import { displayName } from '../react/displayName'
import { shortAddress } from '../react/shortAddress'
import { avatarUrl } from '../ui/avatar'
import { fill, h, setAttributes } from './dom'
import type { AccountStatus, ChainStatus, PageText } from './options'

/**
 * The custom elements once an account is connected, loaded then (as the React buttons load
 * their connected parts): the network with its mark, the balance, the avatar with the name
 * or address. The same derivation as useConnectButton and the same markup as the React
 * parts (connected/parts.tsx), so the two share one stylesheet.
 */

export { CONNECTED_CSS } from '../react/connected/connectedCss'

/** The size of the marks and avatars, set on the image so its place is kept while it loads. */
const IMAGE_PX = '24'

interface NetworkPart {
  caipNetworkId: string
  name: string | undefined
  icon: string
  fallbackIcon: string
  unsupported: boolean
}

/** The wallet's network as the buttons draw it; undefined before the wallet names one. */
function networkOf(state: CoreState): NetworkPart | undefined {
  const { caipNetworkId } = selectActiveAccount(state)
  if (!caipNetworkId) return undefined
  const configured = state.options.networks.find(
    (network) => network.caipNetworkId === caipNetworkId,
  )
  const known = configured ?? findCatalogueNetwork(caipNetworkId)
  // The image the modal's network list shows (the asset image), the kit's mark meanwhile; a
  // network the host did not configure is named wrong, without an image: none is asked.
  const image = networkImage(known ?? { caipNetworkId }, {
    walletServices: state.options.endpoints.walletServices,
    projectId: configured ? state.options.projectId : undefined,
  })
  return {
    caipNetworkId,
    name: known?.name,
    icon: image.src,
    fallbackIcon: image.fallback,
    unsupported: configured === undefined,
  }
}

/**
 * A round picture, decoration beside its name: `fallback` (inline) at once, `src` in its place
 * once it has loaded (loaded apart, so the button never shows an empty box); one that fails
 * leaves `fallback`.
 */
function picture(src: string, fallback: string): HTMLImageElement {
  const image = h('img', {
    'data-portico-image': '',
    src: fallback,
    alt: '',
    width: IMAGE_PX,
    height: IMAGE_PX,
  })
  if (src !== fallback) {
    const probe = new Image()
    probe.addEventListener('load', () => image.setAttribute('src', src), { once: true })
    probe.src = src
  }
  return image
}

/**
 * Draws the network into `button`: its mark and name (one of them for `icon` and `name`,
 * the name then kept for screen readers), "Wrong network" in the error colour for a network
 * the host did not configure, "Select Network" before the wallet names one.
 */
export function drawNetwork(
  button: HTMLButtonElement,
  state: CoreState,
  status: Exclude<ChainStatus, 'none'>,
  t: PageText,
): void {
  const network = networkOf(state)
  const wrong = network?.unsupported === true
  const icon = network && !wrong && status !== 'name' ? network.icon : undefined
  const label = !network
    ? t('networkButton.select')
    : wrong
      ? t('networkButton.unsupported')
      : (network.name ?? network.caipNetworkId)
  setAttributes(button, {
    'data-variant': wrong ? 'error' : 'surface',
    'aria-haspopup': 'dialog',
    title: undefined,
  })
  fill(button, JSON.stringify(['network', icon, label, status]), () => [
    ...(network && icon ? [picture(icon, network.fallbackIcon)] : []),
    h(
      'span',
      {
        'data-portico-label': '',
        'data-beside-image': icon ? '' : undefined,
        'data-hidden': icon && status === 'icon' ? '' : undefined,
      },
      [label],
    ),
  ])
}

/**
 * Draws the account into `button`: avatar (the identity's image, else the one drawn from the
 * address), the identity name (cut, whole in the description) or short address, and the
 * native balance once known. False when there is no connected account to draw.
 */
export function drawAccount(
  button: HTMLButtonElement,
  state: CoreState,
  look: { accountStatus: AccountStatus; showBalance: boolean },
): boolean {
  const { status, address, profileName, profileImage, balance, balanceSymbol } =
    selectActiveAccount(state)
  if (status !== 'connected' || !address) return false
  const name = profileName || undefined
  const shown = name ? displayName(name).text : shortAddress(address)
  const amount =
    look.showBalance && balance !== undefined && balanceSymbol !== undefined
      ? `${formatTokenAmount(balance, state.options.language)} ${balanceSymbol}`
      : undefined
  const avatar = look.accountStatus !== 'address'
  setAttributes(button, {
    'data-variant': 'surface',
    'aria-haspopup': 'dialog',
    // A name cut on the button is whole in its description.
    title: name && name !== shown ? name : undefined,
  })
  const generated = avatarUrl(address)
  fill(
    button,
    JSON.stringify(['account', address, shown, profileImage, amount, look.accountStatus]),
    () => [
      ...(avatar ? [picture(profileImage || generated, generated)] : []),
      h(
        'span',
        {
          'data-portico-label': '',
          'data-beside-image': avatar ? '' : undefined,
          'data-hidden': look.accountStatus === 'avatar' ? '' : undefined,
          dir: name ? undefined : 'ltr',
        },
        [shown],
      ),
      // Drawn first (CSS order), read after the name: "alice.eth, 1.5 ETH".
      ...(amount ? [h('span', { 'data-portico-balance': '', dir: 'ltr' }, [amount])] : []),
    ],
  )
  return true
}
