/**
 * `portico/wagmi`: the modal as a wagmi connector, for apps built on wagmi's hooks. wagmi (3)
 * and @tanstack/react-query are optional peer dependencies: only this entry imports them, so a
 * host that does not use it never loads them.
 *
 * @example
 * import { createPorticoWagmiConfig } from 'portico/wagmi'
 * const config = createPorticoWagmiConfig({ modal })
 *
 * @module portico/wagmi
 */
export { createPorticoWagmiConfig } from './wagmi/config'
export type { PorticoWagmiConfig, PorticoWagmiConfigOptions, PorticoChains } from './wagmi/config'
export { porticoConnector, PORTICO_CONNECTOR_ID } from './wagmi/connector'
export type { PorticoConnectorOptions, ConnectorModal } from './wagmi/connector'
export { chainOfNetwork } from './wagmi/chains'
