import type { Runtime } from '../runtime'

/**
 * Keeps live, non-serializable objects (EIP-1193 providers, WalletConnect clients, frames)
 * by kind and id, so Redux state can refer to them by id alone.
 */
export function createLiveRegistry() {
  const kinds = new Map<string, Map<string, unknown>>()
  const kind = (name: string) => {
    let map = kinds.get(name)
    if (!map) kinds.set(name, (map = new Map()))
    return map
  }
  return {
    /** Keeps `value` under its kind and id, replacing what was there. */
    set<T>(kindName: string, id: string, value: T) {
      kind(kindName).set(id, value)
    },
    /** The object kept under this kind and id, if any. */
    get<T>(kindName: string, id: string): T | undefined {
      return kind(kindName).get(id) as T | undefined
    },
    /** Forgets the object kept under this kind and id. */
    delete(kindName: string, id: string) {
      kind(kindName).delete(id)
    },
    /** The ids kept under this kind. */
    ids(kindName: string): string[] {
      return [...kind(kindName).keys()]
    },
  }
}

export type LiveRegistry = ReturnType<typeof createLiveRegistry>

/** The live-object registry of one modal, made on first use (see viewRegistryOf). */
export function liveRegistryOf(runtime: Pick<Runtime, 'extension'>): LiveRegistry {
  return runtime.extension('core:live', createLiveRegistry)
}
