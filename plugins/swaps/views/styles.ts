/**
 * Styles of the swap views, drawn into the modal's shadow root with the view, so they cost
 * nothing until Swap opens. Colours come from the theme's properties; the amount inputs are
 * the kit's (`text-field-input`, as AmountInput draws them).
 */
export const SWAP_STYLES = `
.swap { display: grid; gap: 12px; }
.swap-side {
  display: grid; gap: 6px; padding: 12px;
  border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius) / 1.6);
}
.swap-side-label { font-weight: 600; }
.swap-side-row { display: flex; gap: 8px; align-items: center; }
.swap-token-button { white-space: nowrap; }
.swap-token-button img { width: 20px; height: 20px; border-radius: 50%; vertical-align: middle; margin-inline-end: 4px; }
.swap-meta { font-size: 0.857em; color: var(--portico-muted); }
.swap-flip { justify-self: center; display: inline-grid; place-items: center; }
.swap-details { display: grid; gap: 6px; margin: 0; }
.swap-details > div { display: flex; justify-content: space-between; gap: 8px; }
.swap-details dt { font-size: 0.857em; color: var(--portico-muted); }
.swap-details dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.swap-error { margin: 0; color: var(--portico-error); overflow-wrap: anywhere; }
.swap-status { display: flex; align-items: center; gap: 6px; }
.swap-button-content { display: inline-flex; align-items: center; gap: 6px; }
.swap-link { color: var(--portico-accent); }
`
