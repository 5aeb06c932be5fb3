/**
 * The theme's CSS custom properties: what `themeVariables` (and `setThemeVariables`) may set.
 * Every colour and size of the modal's stylesheets, and of plugins' views, reads them; the
 * palette of `themeMode` gives each a default, the host's value wins. The font size and the
 * border radius given as numbers are pixels; another number is used as written (a z-index).
 *
 * @example
 * createModal({ projectId, networks, themeVariables: { '--portico-accent': '#0a7d5a' } })
 */
export interface ThemeVariables {
  /** Primary buttons' background, focus rings, links and the chosen tab. Default `#3366ff`. */
  '--portico-accent'?: string
  /** Text and icons drawn on the accent (a primary button's label). Default `#ffffff`. */
  '--portico-accent-foreground'?: string
  /** The modal's background. Default `#ffffff` (light), `#18191b` (dark). */
  '--portico-background'?: string
  /** Text and icons. Default `#141414` (light), `#f2f3f5` (dark). */
  '--portico-foreground'?: string
  /** Secondary text: descriptions, hints, captions, placeholders. */
  '--portico-muted'?: string
  /** Rows, secondary buttons, inputs and loading skeletons, a step off the background. */
  '--portico-surface'?: string
  /** Borders of the panel, inputs and dividers. */
  '--portico-border'?: string
  /** The backdrop over the page behind the modal. */
  '--portico-overlay'?: string
  /** The panel's and the snackbar's `box-shadow`. */
  '--portico-shadow'?: string
  /** Success icons and amounts received. */
  '--portico-success'?: string
  /** Errors: their text and icons, an invalid field's border. */
  '--portico-error'?: string
  /** The background of an error alert. */
  '--portico-error-surface'?: string
  /** Warnings: their text and icons, pending transactions. */
  '--portico-warning'?: string
  /** The background of a warning alert. */
  '--portico-warning-surface'?: string
  /** `light` or `dark`: the modal's `color-scheme` (native controls, scroll bars). */
  '--portico-color-scheme'?: string
  /** The modal's font stack. Default the system's (`system-ui`, ...). */
  '--portico-font-family'?: string
  /** The base font size, every other size relative to it. Default `14px`; a number is px. */
  '--portico-font-size'?: string | number
  /** The panel's corner radius; controls use it divided by 1.6. Default `16px`; a number is px. */
  '--portico-border-radius'?: string | number
  /** The `z-index` of the overlay and the panel over the host page. Default `999`. */
  '--portico-z-index'?: string | number
  /**
   * Any other custom property is set on the modal's root as given (a name without its leading
   * `--` gets it: `portico-accent` is `--portico-accent`); the kit's styles read the ones above.
   */
  [name: string]: string | number | undefined
}

/** The names `ThemeVariables` documents (not its index signature): the kit's own properties. */
export type ThemeVariableName = keyof {
  [Name in keyof ThemeVariables as string extends Name ? never : Name]: true
}

/**
 * A host's variables as custom properties: `portico-accent` and `--portico-accent` both work,
 * a number is pixels for a size or a radius. Names that are not custom properties (`color;
 * background`) are left out. Written small: the host page's buttons use it too.
 */
export function normalizeThemeVariables(
  variables: Readonly<Record<string, string | number>>,
): Readonly<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables)) {
    const name = key.replace(/^(?!--)/, '--')
    if (/^--[\w-]+$/.test(name))
      result[name] =
        typeof value === 'number' && /radius|size/.test(name) ? `${value}px` : `${value}`
  }
  return result
}
