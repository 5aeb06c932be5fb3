// Valid shapes of the kit's own data, as arbitraries several fuzz suites start from.
import * as fc from 'fast-check'
import { NETWORK_CATALOGUE } from 'portico'
import { SOCIAL_PROVIDERS } from '../../core/options/socials'
import { PROTOTYPE_KEYS, trickyString } from './arbitraries'

const nullableString = fc.oneof(fc.constant(null), trickyString)
/** A wallet list item: ids and rdns include prototype keys, which lists key by. */
export const walletListItem = fc.record(
  {
    id: fc.oneof(
      fc.constantFrom(...PROTOTYPE_KEYS, 'c57ca95b47569778a828d19178114f4db188b89b'),
      trickyString,
    ),
    name: trickyString,
    image_id: nullableString,
    mobile_link: nullableString,
    desktop_link: nullableString,
    webapp_link: nullableString,
    rdns: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'io.metamask'), nullableString),
    chains: fc.array(fc.oneof(fc.constantFrom('eip155:1', 'eip155:8453'), trickyString), {
      maxLength: 3,
    }),
  },
  { requiredKeys: ['id', 'name'] },
)

const CATALOGUE_IDS = NETWORK_CATALOGUE.map((network) => network.caipNetworkId)
const httpsUrl = fc.webUrl({ validSchemes: ['https', 'http'] })

/** A network as a host may write it: a catalogue id, or a full object (a catalogue one, copied). */
const networkInput = fc.oneof(
  fc.constantFrom(...CATALOGUE_IDS),
  fc.constantFrom(...NETWORK_CATALOGUE).map((network) => structuredClone(network)),
)

/** A CSS variable table as a host sets it. */
export const themeVariables = fc.dictionary(
  fc.oneof(
    fc.constantFrom('--portico-accent', '--portico-font-family', '--portico-radius'),
    trickyString,
  ),
  fc.oneof(fc.string(), fc.integer()),
  { maxKeys: 4 },
)

/** A connector the host brings: its own EIP-1193 provider that answers nothing much. */
const hostConnector = fc.record({
  id: fc.oneof(
    fc.constantFrom('host-wallet', 'injected', 'walletConnect', ...PROTOTYPE_KEYS),
    trickyString,
  ),
  name: trickyString,
  provider: fc.constant({ request: () => Promise.resolve(null) }),
})

/** Valid host options (WalletConnect off: it would open a relay socket), every field drawn. */
export const hostOptions = fc.record(
  {
    projectId: trickyString,
    networks: fc.array(networkInput, { minLength: 1, maxLength: 3 }),
    metadata: fc.record({
      name: trickyString,
      description: trickyString,
      url: httpsUrl,
      icons: fc.array(httpsUrl, { maxLength: 2 }),
    }),
    themeMode: fc.constantFrom('light', 'dark'),
    themeVariables,
    language: fc.constantFrom('en', 'es', 'de'),
    features: fc.record(
      {
        email: fc.boolean(),
        socials: fc.oneof(fc.boolean(), fc.subarray([...SOCIAL_PROVIDERS])),
        swaps: fc.boolean(),
        onramp: fc.boolean(),
        activity: fc.boolean(),
        reownBranding: fc.boolean(),
        analytics: fc.boolean(),
        connectMethodsOrder: fc.subarray(['wallet', 'email', 'social']),
      },
      { requiredKeys: [] },
    ),
    basic: fc.boolean(),
    manualWCControl: fc.boolean(),
    enableWalletConnect: fc.constant(false),
    allowUnsupportedChain: fc.boolean(),
    enableNetworkSwitch: fc.boolean(),
    endpoints: fc.record(
      {
        walletServices: fc.constant('http://127.0.0.1:4010'),
        blockchainServices: fc.constant('http://127.0.0.1:4011'),
        analytics: fc.constant('http://127.0.0.1:4012'),
      },
      { requiredKeys: ['walletServices', 'blockchainServices', 'analytics'] },
    ),
    connectors: fc.array(hostConnector, { maxLength: 2 }),
    wallets: fc.record(
      {
        featuredIds: fc.array(trickyString, { maxLength: 2 }),
        includedIds: fc.array(trickyString, { maxLength: 2 }),
        excludedIds: fc.array(trickyString, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    debug: fc.boolean(),
  },
  { requiredKeys: ['networks', 'endpoints', 'enableWalletConnect'] },
)
