import { isWebUrl } from '../../../core/env/webPage'
import type { WalletListItem } from '../../../core/wallets/schemas'

/** Where the visitor would install a wallet: the store that fits the device, else the web. */
export type InstallPlatform = 'ios' | 'android' | 'desktop'

export function installPlatformOf(userAgent: string): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'desktop'
}

/**
 * The page to install a wallet from: the device's store, then the wallet's home page, then its
 * web app. Only web pages: the list is a service's answer, and a `javascript:` or an app
 * scheme (`metamask://`) is no install link for someone without the wallet.
 */
export function installLinkOf(
  wallet: WalletListItem,
  platform: InstallPlatform,
): string | undefined {
  const store = {
    ios: wallet.app_store,
    android: wallet.play_store,
    desktop: wallet.chrome_store,
  }[platform]
  return [store, wallet.homepage, wallet.webapp_link].find(
    (link): link is string => typeof link === 'string' && isWebUrl(link),
  )
}
