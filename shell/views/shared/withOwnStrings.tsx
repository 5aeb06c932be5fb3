import { useLayoutEffect, useState, type ComponentType } from 'react'
import type { I18nInstance, Language } from '../../../core/i18n'
import { translationsAdder } from '../../locales/translationsAdder'
import { useI18n } from '../../ui/i18n'

/**
 * A view whose strings travel with its own chunk (AllWallets, UnsupportedChain,
 * ProfileWallets), drawn only once they are in the modal's i18n. They are added in a layout
 * effect, never while rendering: adding notifies every component that translates (the header
 * among them), which React refuses during another component's render ("Cannot update a
 * component while rendering a different component"). The layout effect runs after this first
 * render and before the browser paints (its state change re-renders at once), so the visitor
 * never sees raw keys.
 */
export function withOwnStrings<P extends object>(
  resources: Record<Language, Record<string, unknown>>,
  View: ComponentType<P>,
): ComponentType<P> {
  const add = translationsAdder(resources)
  const added = new WeakSet<I18nInstance>()
  function WithOwnStrings(props: P) {
    const { i18n } = useI18n()
    const [ready, setReady] = useState(() => added.has(i18n))
    useLayoutEffect(() => {
      added.add(i18n)
      add(i18n)
      // A state change of its own: i18n's notification may come before this wrapper listens.
      setReady(true)
    }, [i18n])
    return ready ? <View {...props} /> : null
  }
  WithOwnStrings.displayName = `WithOwnStrings(${View.displayName ?? View.name})`
  return WithOwnStrings
}
