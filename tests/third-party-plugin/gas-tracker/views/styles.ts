/**
 * The gas tracker's styles, drawn into the modal's shadow root with its view, so they cost
 * nothing until it opens. Colours come from the theme's custom properties.
 */
export const GAS_TRACKER_STYLES = `
.gas-tracker { display: grid; gap: 12px; }
.gas-tracker-heading { margin: 0; font-size: 0.857em; font-weight: 600; color: var(--portico-muted); }
.gas-tracker-list { display: grid; gap: 4px; margin: 0; }
.gas-tracker-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: baseline;
  column-gap: 8px;
  padding: 8px 12px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
}
.gas-tracker-row dt { font-weight: 600; }
.gas-tracker-row dd { margin: 0; }
.gas-tracker-value { font-variant-numeric: tabular-nums; text-align: end; }
.gas-tracker-hint { grid-column: 1 / -1; font-size: 0.857em; color: var(--portico-muted); }
.gas-tracker-trend { width: 1.2em; text-align: center; color: var(--portico-muted); }
.gas-tracker-trend[data-trend='up'] { color: var(--portico-error); }
.gas-tracker-trend[data-trend='down'] { color: var(--portico-success); }
.gas-tracker-failure { display: grid; gap: 8px; justify-items: start; }
`
