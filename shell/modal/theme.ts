import { normalizeThemeVariables, type ThemeVariableName } from '../../core/options/themeVariables'

// Shared with the host page's buttons (shell/react), which style themselves from the options.
export { normalizeThemeVariables }

/**
 * The theme as data: one palette per mode, the settings both modes share, and the host's
 * `themeVariables` on top. The result is a map of CSS custom properties set on the modal's
 * root element; every colour and size in the stylesheets reads them.
 */

export type ThemeMode = 'light' | 'dark'

/** Custom properties as set on the modal's root: name -> value. */
export type ThemeProperties = Readonly<Record<string, string>>

/** The properties both modes share (a host's usual knobs); the palettes set the others. */
type SharedName =
  | '--portico-accent'
  | '--portico-accent-foreground'
  | '--portico-font-family'
  | '--portico-font-size'
  | '--portico-border-radius'
  | '--portico-z-index'

// Typed by the names `ThemeVariables` documents: a property added here without its
// documentation there, or documented and missing here, does not compile.
export const PALETTES: Readonly<
  Record<ThemeMode, Readonly<Record<Exclude<ThemeVariableName, SharedName>, string>>>
> = {
  light: {
    '--portico-background': '#ffffff',
    '--portico-foreground': '#141414',
    '--portico-muted': '#5f6368',
    '--portico-surface': '#f1f2f4',
    '--portico-border': 'rgba(20, 20, 20, 0.1)',
    '--portico-overlay': 'rgba(20, 20, 20, 0.4)',
    '--portico-shadow': '0 12px 40px rgba(20, 20, 20, 0.18)',
    '--portico-success': '#0b7a43',
    '--portico-error': '#c4281c',
    '--portico-error-surface': '#fdeceb',
    '--portico-warning': '#8a5300',
    '--portico-warning-surface': '#fff4dc',
    '--portico-color-scheme': 'light',
  },
  dark: {
    '--portico-background': '#18191b',
    '--portico-foreground': '#f2f3f5',
    '--portico-muted': '#a3a8b0',
    '--portico-surface': '#26282b',
    '--portico-border': 'rgba(255, 255, 255, 0.1)',
    '--portico-overlay': 'rgba(0, 0, 0, 0.6)',
    '--portico-shadow': '0 12px 40px rgba(0, 0, 0, 0.5)',
    '--portico-success': '#45c486',
    '--portico-error': '#ff7a70',
    '--portico-error-surface': '#3a1f1d',
    '--portico-warning': '#f5b94a',
    '--portico-warning-surface': '#392c14',
    '--portico-color-scheme': 'dark',
  },
}

/** What a host may override in either mode (RainbowKit's and AppKit's usual knobs). */
export const SHARED_THEME: Readonly<Record<SharedName, string>> = {
  '--portico-accent': '#3366ff',
  '--portico-accent-foreground': '#ffffff',
  '--portico-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--portico-font-size': '14px',
  '--portico-border-radius': '16px',
  '--portico-z-index': '999',
}

/** The custom properties for a mode and a host's variables; the host wins. */
export function themeProperties(
  mode: ThemeMode,
  variables: Readonly<Record<string, string | number>>,
): ThemeProperties {
  return { ...SHARED_THEME, ...PALETTES[mode], ...normalizeThemeVariables(variables) }
}
