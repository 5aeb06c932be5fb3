import type { Eip1193Provider } from '../chains/adapters/eip1193'

/**
 * The legacy injected provider (`window.ethereum`), when the page has one. Wallets that
 * also announce through EIP-6963 are shown by their announcement instead (see slice).
 * A `window.ethereum` whose getters throw counts as none: a page script must not break
 * the wallet list.
 */
export function injectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    const candidate = (window as Window & { ethereum?: unknown }).ethereum
    if (typeof candidate !== 'object' || candidate === null) return undefined
    return typeof (candidate as { request?: unknown }).request === 'function'
      ? (candidate as Eip1193Provider)
      : undefined
  } catch {
    return undefined
  }
}
