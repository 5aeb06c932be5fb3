import { afterAll, beforeAll } from 'vitest'
import { serviceChainOf, startDevnet, type Devnet } from '../../demo/devnet/start.mjs'
import {
  startServices,
  type RunningServices,
  type ServicesOptions,
} from '../../demo/services/server'
import { freePort } from './freePort'

export interface DevnetWithServices {
  devnet: Devnet
  services: RunningServices
}

/**
 * A devnet on free ports and the local services reading its chains, for the enclosing node
 * suite: started before its tests, stopped after them (also after a start that failed half-way).
 * Returns a getter, as both exist only once started.
 */
export function devnetWithServicesForSuite({
  services: servicesOptions = {},
  startTimeoutMs,
  stopTimeoutMs,
}: {
  services?: Omit<ServicesOptions, 'port' | 'chains'>
  startTimeoutMs: number
  stopTimeoutMs?: number
}): () => DevnetWithServices {
  let devnet: Devnet | undefined
  let services: RunningServices | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ mainnetPort: await freePort(), basePort: await freePort() })
    services = await startServices({
      port: 0,
      logErrors: false,
      ...servicesOptions,
      chains: devnet.chains.map(serviceChainOf),
    })
  }, startTimeoutMs)
  afterAll(async () => {
    await services?.stop()
    await devnet?.stop()
  }, stopTimeoutMs)
  return () => {
    if (!devnet || !services) throw new Error('the devnet or the services did not start')
    return { devnet, services }
  }
}
