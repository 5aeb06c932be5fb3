import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { CORE_NAMESPACE, type I18nInstance } from '../../core/i18n'
import type { Runtime } from '../../core/runtime'
import { useModalRuntime } from './runtime'

/** Translates a key of the hook's namespace; `values` fill `{{placeholders}}`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

interface Revision {
  value: number
  listeners: Set<() => void>
  detach?: () => void
}

// The modal's counter (a runtime extension), bumped by a single set of i18next listeners
// however many components translate: the snapshot `useSyncExternalStore` compares.
const revisionOf = (runtime: Pick<Runtime, 'extension'>): Revision =>
  runtime.extension<Revision>('shell:i18nRevision', () => ({ value: 0, listeners: new Set() }))

function subscribeTo(revision: Revision, i18n: I18nInstance, listener: () => void): () => void {
  if (revision.listeners.size === 0) {
    const bump = () => {
      revision.value += 1
      revision.listeners.forEach((notify) => notify())
    }
    // A language change, and a plugin adding (or removing) its namespace, change what t returns.
    i18n.on('languageChanged', bump)
    i18n.store.on('added', bump)
    i18n.store.on('removed', bump)
    revision.detach = () => {
      i18n.off('languageChanged', bump)
      i18n.store.off('added', bump)
      i18n.store.off('removed', bump)
    }
  }
  revision.listeners.add(listener)
  return () => {
    revision.listeners.delete(listener)
    if (revision.listeners.size === 0) revision.detach?.()
  }
}

/**
 * The modal's i18next instance and a revision that changes whenever translations could
 * read differently; the calling component re-renders on each change.
 */
export function useI18n(): { i18n: I18nInstance; revision: number } {
  const { runtime, i18n } = useModalRuntime()
  const counter = revisionOf(runtime)
  const subscribe = useCallback(
    (listener: () => void) => subscribeTo(counter, i18n, listener),
    [counter, i18n],
  )
  const revision = useSyncExternalStore(subscribe, () => counter.value)
  return { i18n, revision }
}

/**
 * `t` for the kit's strings, or for a plugin's namespace: `useT('myplugin')`. The function
 * changes identity when the language or the loaded translations change, so memoised
 * children and effects that depend on it update too.
 */
export function useT(namespace: string = CORE_NAMESPACE): Translate {
  const { i18n, revision } = useI18n()
  return useMemo(() => translator(i18n, namespace, revision), [i18n, namespace, revision])
}

// `_revision` is unused here: it is an argument so that the memo in useT makes a new t
// whenever the translations change.
function translator(i18n: I18nInstance, ns: string, _revision: number): Translate {
  return (key, values) => i18n.t(key, { ...values, ns })
}
