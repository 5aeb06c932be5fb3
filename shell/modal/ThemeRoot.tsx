import { useMemo, type CSSProperties, type ReactNode } from 'react'
import { useAppSelector } from '../ui/store'
import { themeProperties } from './theme'

/**
 * The element every part of the modal sits in; it carries the theme's custom properties,
 * so a theme change from the store restyles everything at once.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.options.themeMode)
  const variables = useAppSelector((state) => state.options.themeVariables)
  // React sets `--*` keys with style.setProperty; CSSProperties just does not list them.
  const style = useMemo(() => themeProperties(mode, variables) as CSSProperties, [mode, variables])
  return (
    <div className="root" data-portico-root="" data-theme={mode} style={style}>
      {children}
    </div>
  )
}
