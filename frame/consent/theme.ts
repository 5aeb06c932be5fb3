import type { FramePayload } from '../../protocol/frame/messages'

/**
 * The modal's theme variables the frame's stylesheet reads (frame.css): the accent, fonts,
 * radius and the palette colours a host may override. Others mean nothing here.
 */
const THEMED = new Set([
  '--portico-accent',
  '--portico-accent-foreground',
  '--portico-font-family',
  '--portico-font-size',
  '--portico-border-radius',
  '--portico-background',
  '--portico-foreground',
  '--portico-muted',
  '--portico-surface',
  '--portico-border',
  '--portico-error',
  '--portico-warning',
  '--portico-warning-surface',
])
// Sizes given as numbers mean pixels, as in the modal.
const PIXEL_KEY = /radius|size/

/**
 * Draws the frame in the modal's theme: light or dark (data-theme, which frame.css reads) and
 * the host's own variables, set through CSSOM (the frame's CSP allows no inline style).
 */
export function applyTheme(root: HTMLElement, theme: FramePayload<'SYNC_THEME'>): void {
  root.dataset.theme = theme.themeMode
  for (const name of THEMED) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(theme.themeVariables)) {
    if (!THEMED.has(name)) continue
    root.style.setProperty(
      name,
      typeof value === 'number' && PIXEL_KEY.test(name) ? `${value}px` : String(value),
    )
  }
}
