import { useMemo, type CSSProperties, type ReactNode } from 'react'
import { isRightToLeft } from '../../core/i18n/languages'
import { useAppSelector } from '../ui/store'
import { themeProperties } from './theme'

/**
 * The element every part of the modal sits in; it carries the theme's custom properties,
 * so a theme change from the store restyles everything at once, and the modal's language
 * and its direction (right to left for Arabic, Hebrew, Persian, Urdu...).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.options.themeMode)
  const variables = useAppSelector((state) => state.options.themeVariables)
  const language = useAppSelector((state) => state.options.language)
  // React sets `--*` keys with style.setProperty; CSSProperties just does not list them.
  const style = useMemo(() => themeProperties(mode, variables) as CSSProperties, [mode, variables])
  return (
    <div
      className="root"
      data-portico-root=""
      data-theme={mode}
      lang={language}
      dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
      style={style}
    >
      {children}
    </div>
  )
}
