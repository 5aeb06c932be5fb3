import { createEip155Adapter, type Eip155Adapter } from '../chains/adapters/eip155'
import type { ChainNamespace } from '../chains/network'
import { PorticoError } from '../errors'
import { liveRegistryOf } from '../plugin/liveRegistry'
import type { Runtime } from '../runtime'

const ADAPTER_KIND = 'adapter'

/**
 * The namespace adapter of one modal, made on first use and kept in its live registry.
 * Only eip155 exists so far; another namespace is a clear error, not a silent no-op.
 */
export function adapterFor(
  runtime: Pick<Runtime, 'extension'>,
  namespace: ChainNamespace,
): Eip155Adapter {
  const live = liveRegistryOf(runtime)
  if (namespace !== 'eip155') {
    throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', { namespace })
  }
  let adapter = live.get<Eip155Adapter>(ADAPTER_KIND, namespace)
  if (!adapter) {
    adapter = createEip155Adapter()
    live.set(ADAPTER_KIND, namespace, adapter)
  }
  return adapter
}
