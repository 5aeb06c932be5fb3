import type { ModalContext } from './modalContext'
import type { PluginSource } from './types'

/** The runtime extension that holds the host's value of option `name`. */
const hostOptionKey = (name: string) => `host-option:${name}`

/**
 * Keeps, in the runtime, the host's own value of each option some plugin declares in its
 * manifest's `hostOptions` (not a parsed copy: a class instance keeps its `this`). Answers the
 * ids of the plugins whose options the host set: those load at start.
 */
export function keepHostOptions(
  runtime: Pick<ModalContext, 'extension'>,
  input: object,
  sources: readonly PluginSource[],
): string[] {
  const started: string[] = []
  for (const { manifest } of sources) {
    let set = false
    for (const name of manifest.hostOptions ?? []) {
      const value: unknown = Reflect.get(input, name)
      if (value === undefined) continue
      runtime.extension(hostOptionKey(name), () => value)
      set = true
    }
    if (set) started.push(manifest.id)
  }
  return started
}

/**
 * The host's value of a `createModal` option the plugin's manifest lists in `hostOptions`,
 * as the host gave it; undefined when the host did not set it. Unchecked: parse it before use.
 */
export function hostOptionOf(context: Pick<ModalContext, 'extension'>, name: string): unknown {
  return context.extension<unknown>(hostOptionKey(name), () => undefined)
}
