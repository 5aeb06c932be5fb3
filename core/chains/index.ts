export { NETWORK_CATALOGUE, findCatalogueNetwork } from './catalogue'
export { networkSchema, caipNetworkIdSchema, CHAIN_NAMESPACES } from './network'
export type { Network, CaipNetworkId, ChainNamespace } from './network'
