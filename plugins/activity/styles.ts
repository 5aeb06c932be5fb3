/**
 * The activity list's styles. The plugin brings its own, drawn in the modal's shadow root
 * with the list, so the host page's initial stylesheet does not grow for a plugin it may
 * never load; colours come from the theme's custom properties.
 */
export const ACTIVITY_STYLES = `
.activity { display: grid; gap: 12px; }
.activity-groups { display: grid; gap: 12px; }
.activity-group { display: grid; gap: 4px; }
.activity-group > ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.activity-row {
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr) auto auto;
  align-items: center;
  column-gap: 10px;
  padding: 8px 10px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
}
.activity-icons { display: grid; grid-auto-flow: column; width: 32px; height: 32px; }
.activity-icons img { width: 32px; height: 32px; border-radius: 50%; object-fit: cover; }
.activity-icons img + img { width: 20px; height: 20px; margin-block-start: 12px; margin-inline-start: -12px; }
.activity-main { display: grid; min-width: 0; }
.activity-title { font-weight: 600; }
.activity-meta { color: var(--portico-muted); font-size: 0.857em; }
.activity-meta [data-status='failed'] { color: var(--portico-error); }
.activity-meta [data-status='pending'] { color: var(--portico-warning); }
.activity-amounts { display: grid; justify-items: end; font-variant-numeric: tabular-nums; }
.activity-amount[data-direction='in'] { color: var(--portico-success); }
.activity-more { color: var(--portico-muted); font-size: 0.857em; }
.activity-explorer {
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  color: var(--portico-foreground);
}
.activity-explorer:hover { background: var(--portico-background); }
.activity-explorer:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.activity-end { display: grid; gap: 8px; justify-items: center; }
.activity-sentinel { height: 1px; }
`
