/**
 * The stylesheet of the host page's buttons. They live in the host's DOM, not in the
 * modal's shadow root, so their rules are scoped by a data attribute and added once to the
 * document, first in <head>: a host's own rule of the same weight (its `className`) comes
 * later and wins. Colours and sizes read the theme's custom properties with the modal's
 * defaults as fallbacks (buttonStyles.test checks them against the modal's theme), so a
 * host's `themeVariables` (set on the button) or its own `--portico-*` on the page restyle
 * them. This is the part a page pays for before anyone connects; the connected parts add
 * theirs (connected/connectedStyles.ts).
 */
export const BUTTON_STYLES_ID = 'portico-button-styles'

export const BUTTON_CSS =
  '[data-portico-button]{min-height:40px;padding:0 16px;border:0;' +
  'border-radius:calc(var(--portico-border-radius,16px)/1.6);' +
  'background:var(--portico-accent,#36f);color:var(--portico-accent-foreground,#fff);' +
  'font:600 var(--portico-font-size,14px) var(--portico-font-family,system-ui,sans-serif);' +
  'cursor:pointer}'

/**
 * Adds a stylesheet to the document once (by id); `place` puts it (first in <head> by
 * default, before the page's own).
 */
export function addStylesOnce(
  id: string,
  css: string,
  place = (sheet: HTMLStyleElement) => document.head.prepend(sheet),
): void {
  if (document.getElementById(id)) return
  const sheet = document.createElement('style')
  sheet.id = id
  sheet.textContent = css
  place(sheet)
}
