import { useInsertionEffect, type CSSProperties } from 'react'
import { normalizeThemeVariables } from '../../core/options/themeVariables'
import { addStylesOnce, BUTTON_CSS, BUTTON_STYLES_ID } from './buttonStyles'
import { useModalSelector } from './hooks'

/**
 * Adds the buttons' stylesheet (buttonStyles.ts), and returns a button's style: the host's
 * `themeVariables` as custom properties, under the host's own `style`.
 */
export function useButtonLook(style: CSSProperties | undefined): CSSProperties {
  const variables = useModalSelector((state) => state.options.themeVariables)
  useInsertionEffect(() => addStylesOnce(BUTTON_STYLES_ID, BUTTON_CSS), [])
  // A new object each render: React compares a style's properties, not its identity.
  return { ...normalizeThemeVariables(variables), ...style }
}
