import { findCatalogueNetwork, type ChainNamespace, type Network } from '../chains'
import { DEFAULT_ENDPOINTS } from '../defaults'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socials'
import type { ParsedHostOptions } from './schema'
import type { Language } from '../i18n/resources'

export type ConnectMethod = 'wallet' | 'email' | 'social'

/** Host feature settings after defaults; remote config may still switch remote features off. */
export interface HostFeatures {
  email: boolean
  socials: SocialProvider[]
  swaps: boolean
  onramp: boolean
  activity: boolean
  reownBranding: boolean
  analytics: boolean
  connectMethodsOrder: ConnectMethod[] | undefined
}

/** The serializable part of the host options, as the store keeps it. */
export interface ResolvedOptions {
  projectId: string | undefined
  networks: Network[]
  defaultNetwork: Network
  namespaces: ChainNamespace[]
  metadata: ParsedHostOptions['metadata']
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
  /**
   * The modal's language (a BCP 47 tag): English until the language asked for (the host's,
   * else the visitor's) has been negotiated and its strings have arrived.
   */
  language: Language
  features: HostFeatures
  basic: boolean
  manualWCControl: boolean
  /** WalletConnect (QR codes, mobile links) and the list of all wallets it reaches. */
  enableWalletConnect: boolean
  /** Explorer wallet ids the host features, limits the list to, or excludes. */
  walletFilters: { featuredIds: string[]; includedIds: string[]; excludedIds: string[] }
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  endpoints: {
    walletServices: string
    blockchainServices: string
    analytics: string
    /** The WalletConnect relay; undefined: the client's default. */
    walletConnectRelay?: string
    /** The WalletConnect Verify service; undefined: WalletConnect's own. */
    walletConnectVerify?: string
    /** The e-mail sign-in service (its frame at `/frame/`); undefined: e-mail cannot load. */
    authService?: string
  }
  debug: boolean
}

const toNetwork = (input: string | Network): Network => {
  if (typeof input !== 'string') return input
  const network = findCatalogueNetwork(input)
  // The schema has already rejected unknown ids; this guards direct callers.
  if (!network) throw new Error(`Unknown network ${input}`)
  return network
}

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '')

export function resolveOptions(parsed: ParsedHostOptions): ResolvedOptions {
  const networks = parsed.networks.map((network) => toNetwork(network as string | Network))
  const [firstNetwork] = networks
  if (!firstNetwork) throw new Error('At least one network is required')
  const features = parsed.features ?? {}
  const endpoints = parsed.endpoints ?? {}
  const { defaultNetwork } = parsed
  const defaultId =
    typeof defaultNetwork === 'string' ? defaultNetwork : defaultNetwork?.caipNetworkId
  return {
    projectId: parsed.projectId?.trim() || undefined,
    networks,
    // The entry of `networks` (the schema has checked it is one), whether named by id or object.
    defaultNetwork: networks.find((network) => network.caipNetworkId === defaultId) ?? firstNetwork,
    namespaces: [...new Set(networks.map((network) => network.chainNamespace))],
    metadata: parsed.metadata,
    themeMode: parsed.themeMode ?? 'light',
    // A copy: the store freezes what it keeps, and the host may reuse its object.
    themeVariables: { ...parsed.themeVariables },
    language: 'en',
    features: {
      // E-mail login needs an auth service to serve its frame: on by default only with one.
      email: features.email ?? Boolean(endpoints.authService),
      // Social sign-in ends in the same embedded wallet: on by default only with an auth service.
      socials: Array.isArray(features.socials)
        ? features.socials
        : (features.socials ?? Boolean(endpoints.authService))
          ? [...SOCIAL_PROVIDERS]
          : [],
      swaps: features.swaps ?? true,
      onramp: features.onramp ?? true,
      activity: features.activity ?? true,
      reownBranding: features.reownBranding ?? true,
      analytics: features.analytics ?? true,
      connectMethodsOrder: features.connectMethodsOrder,
    },
    basic: parsed.basic ?? false,
    manualWCControl: parsed.manualWCControl ?? false,
    enableWalletConnect: parsed.enableWalletConnect ?? true,
    walletFilters: {
      featuredIds: parsed.wallets?.featuredIds ?? [],
      includedIds: parsed.wallets?.includedIds ?? [],
      excludedIds: parsed.wallets?.excludedIds ?? [],
    },
    allowUnsupportedChain: parsed.allowUnsupportedChain ?? false,
    enableNetworkSwitch: parsed.enableNetworkSwitch ?? true,
    endpoints: {
      walletServices: stripTrailingSlash(
        endpoints.walletServices ?? DEFAULT_ENDPOINTS.walletServices,
      ),
      blockchainServices: stripTrailingSlash(
        endpoints.blockchainServices ?? DEFAULT_ENDPOINTS.blockchainServices,
      ),
      analytics: stripTrailingSlash(endpoints.analytics ?? DEFAULT_ENDPOINTS.analytics),
      ...(endpoints.walletConnectRelay ? { walletConnectRelay: endpoints.walletConnectRelay } : {}),
      ...(endpoints.walletConnectVerify
        ? { walletConnectVerify: stripTrailingSlash(endpoints.walletConnectVerify) }
        : {}),
      ...(endpoints.authService ? { authService: stripTrailingSlash(endpoints.authService) } : {}),
    },
    debug: parsed.debug ?? false,
  }
}
