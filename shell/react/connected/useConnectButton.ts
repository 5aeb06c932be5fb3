import { useMemo, useSyncExternalStore } from 'react'
import { selectActiveAccount, type ConnectionStatus } from '../../../core/account/slice'
import { findCatalogueNetwork } from '../../../core/chains/catalogue'
import { formatTokenAmount } from '../../../core/format/numbers'
import { networkImage } from '../../../core/images/networkImage'
import type { CoreState } from '../../../core/store/types'
import { avatarUrl } from '../../ui/avatar'
import { displayName } from '../displayName'
import { useModalHandle } from '../context'
import { shortAddress } from '../shortAddress'

/** The connected account, ready to draw. */
export interface ConnectButtonAccount {
  address: string
  /** `0x1234…abcd`. */
  shortAddress: string
  /** What a button shows: the identity name (cut to 30 characters) or else `shortAddress`. */
  displayName: string
  /** The identity name whole (ENS or the like), when the identity call gave one. */
  name: string | undefined
  /** The identity's image, else `generatedAvatar`. */
  avatar: string
  /** The avatar drawn from the address (an SVG `data:` address): the same address, the same picture. */
  generatedAvatar: string
}

/** The wallet's network, ready to draw. */
export interface ConnectButtonNetwork {
  /** CAIP-2 id (`eip155:1`). */
  caipNetworkId: string
  /** The id within its namespace (`1`). */
  id: string
  /** The host's name for it, or the kit's catalogue's; undefined for a network neither knows. */
  name: string | undefined
  /**
   * Its image, as the modal's network list shows it: the host's `assets.imageUrl`, else the
   * wallet-services asset image (with a `projectId`), else `fallbackIcon`.
   */
  icon: string
  /** The kit's mark of a catalogue network or a letter badge, inline: draw it while `icon` loads and if it fails. */
  fallbackIcon: string
  /** The wallet is on a network the host did not configure. */
  unsupported: boolean
}

/** The native balance on the wallet's network, once the balance call has answered. */
export interface ConnectButtonBalance {
  /** In human units, as the service gave it (`"1.5"`). */
  value: string
  symbol: string
  /** `value` written in the modal's language, at most 4 decimals (`"1,5"` in German). */
  formatted: string
}

/** What `useConnectButton()` gives a host that draws its own button. */
export interface ConnectButtonState {
  status: ConnectionStatus
  /** Set once connected. */
  account: ConnectButtonAccount | undefined
  /** Set once connected and the wallet has named its network. */
  network: ConnectButtonNetwork | undefined
  /** Set once connected and the balance is known. */
  balance: ConnectButtonBalance | undefined
  /** Opens the modal where a visitor starts: Connect (or Account when connected). */
  openConnect: () => void
  /** Opens the Account view. */
  openAccount: () => void
  /** Opens the network list. */
  openNetworks: () => void
}

const selectNetworks = (state: CoreState) => state.options.networks
const selectLanguage = (state: CoreState) => state.options.language
const selectWalletServices = (state: CoreState) => state.options.endpoints.walletServices
const selectProjectId = (state: CoreState) => state.options.projectId
export const selectThemeMode = (state: CoreState) => state.options.themeMode

/**
 * `useModalSelector` again: this module is in the connected parts' chunk, and importing the
 * page's hooks module from there makes a host's bundler split the page's first download
 * into more files (measured: 0.3 kB gzip more).
 */
export function useStoreValue<T>(selector: (state: CoreState) => T): T {
  const modal = useModalHandle()
  const read = () => selector(modal.getState())
  return useSyncExternalStore(modal.subscribe, read, read)
}

/**
 * Everything `ConnectButton` shows, for a host with its own design: the account (address,
 * short address, display name, avatar), the network (id, name, icon, unsupported), the
 * balance in the modal's language, the connection status and the functions that open the
 * modal. The avatar, the network marks and the amount formatting come with this hook, so a
 * page that uses it carries them (a few kB gzip); `ConnectButton` loads them only once an
 * account connects.
 */
export function useConnectButton(): ConnectButtonState {
  const modal = useModalHandle()
  const account = useStoreValue(selectActiveAccount)
  const networks = useStoreValue(selectNetworks)
  const language = useStoreValue(selectLanguage)
  const walletServices = useStoreValue(selectWalletServices)
  const projectId = useStoreValue(selectProjectId)
  const { status, address, caipNetworkId, profileName, profileImage, balance, balanceSymbol } =
    account
  const connected = status === 'connected' && address ? address : undefined

  const accountPart = useMemo((): ConnectButtonAccount | undefined => {
    if (!connected) return undefined
    const short = shortAddress(connected)
    const generatedAvatar = avatarUrl(connected)
    return {
      address: connected,
      shortAddress: short,
      displayName: profileName ? displayName(profileName).text : short,
      name: profileName || undefined,
      avatar: profileImage || generatedAvatar,
      generatedAvatar,
    }
  }, [connected, profileName, profileImage])

  const networkPart = useMemo((): ConnectButtonNetwork | undefined => {
    if (!connected || !caipNetworkId) return undefined
    const configured = networks.find((network) => network.caipNetworkId === caipNetworkId)
    const known = configured ?? findCatalogueNetwork(caipNetworkId)
    // A network the host did not configure is named wrong, without an image: none is asked.
    const image = networkImage(known ?? { caipNetworkId }, {
      walletServices,
      projectId: configured ? projectId : undefined,
    })
    return {
      caipNetworkId,
      id: caipNetworkId.slice(caipNetworkId.indexOf(':') + 1),
      name: known?.name,
      icon: image.src,
      fallbackIcon: image.fallback,
      unsupported: configured === undefined,
    }
  }, [connected, caipNetworkId, networks, walletServices, projectId])

  const balancePart = useMemo(
    (): ConnectButtonBalance | undefined =>
      connected && balance !== undefined && balanceSymbol !== undefined
        ? { value: balance, symbol: balanceSymbol, formatted: formatTokenAmount(balance, language) }
        : undefined,
    [connected, balance, balanceSymbol, language],
  )

  return useMemo(
    () => ({
      status,
      account: accountPart,
      network: networkPart,
      balance: balancePart,
      openConnect: () => void modal.open(),
      openAccount: () => void modal.open({ view: 'Account' }),
      openNetworks: () => void modal.open({ view: 'Networks' }),
    }),
    [status, accountPart, networkPart, balancePart, modal],
  )
}
