/**
 * Styles of the name views, drawn into the modal's shadow root with the view, so they cost
 * nothing until the form opens. Colours come from the theme's properties.
 */
export const NAMES_STYLES = `
.names { display: grid; gap: 12px; }
.names-suggestions { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.names-suggestion { border: 1px solid var(--portico-border); border-radius: 999px; padding: 4px 10px; background: none; color: inherit; font: inherit; font-size: 0.857em; cursor: pointer; }
.names-suggestion:disabled { color: var(--portico-muted); cursor: default; text-decoration: line-through; }
.names-suggestion:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.names-failure { margin: 0; color: var(--portico-error); }
.names-success { display: grid; gap: 12px; justify-items: center; text-align: center; }
`
