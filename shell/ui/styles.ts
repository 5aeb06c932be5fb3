/**
 * Styles of the ui/ primitives. They live in the modal's shadow root with the modal's own
 * styles (modal/styles.ts), so class names need no prefix, and colours come from the
 * theme's custom properties (modal/theme.ts).
 */
export const UI_STYLES = `
.button {
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 0 16px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  border: 1px solid transparent;
  cursor: pointer;
}
.button[data-variant='primary'] {
  background: var(--portico-accent);
  color: var(--portico-accent-foreground);
}
.button[data-variant='secondary'] {
  background: var(--portico-surface);
  color: var(--portico-foreground);
  border-color: var(--portico-border);
}
.button:disabled { opacity: 0.5; cursor: default; }

.icon-button {
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--portico-foreground);
  cursor: pointer;
}
.icon-button:hover { background: var(--portico-surface); }

.button:focus-visible, .icon-button:focus-visible, .list-item:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 2px;
}

.list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
  color: var(--portico-foreground);
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.list-item:disabled { opacity: 0.5; cursor: default; }
.list-item-image { flex: none; width: 32px; height: 32px; border-radius: 8px; object-fit: cover; }

/* An image over its stand-in (FallbackImage): one box of the final size, the stand-in under. */
.fallback-image { position: relative; display: inline-block; flex: none; overflow: hidden; }
.fallback-image > img { position: absolute; inset: 0; width: 100%; height: 100%; border-radius: inherit; object-fit: cover; }
.fallback-image[data-state='loading'] > img + img { opacity: 0; }
/* Still read by screen readers (its alt is the name); only out of sight. */
.fallback-image[data-state='loaded'] > img:first-child { opacity: 0; }
.round-image { border-radius: 50%; }
.list-item-text { display: flex; flex-direction: column; min-width: 0; }
.list-item-title { font-weight: 600; }
.list-item-description { color: var(--portico-muted); font-size: 0.857em; }
.list-item-end { display: inline-grid; place-items: center; margin-inline-start: auto; }

.text { margin: 0; }
.text[data-variant='title'] { font-weight: 600; font-size: 1.07em; }
.text[data-variant='muted'] { color: var(--portico-muted); }
.text[data-variant='small'] { font-size: 0.857em; color: var(--portico-muted); }

.spinner { display: inline-grid; place-items: center; }
.spinner-icon { animation: spin 0.8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }

.skeleton { display: grid; gap: 8px; padding: 4px 0; }
.skeleton-row {
  display: block;
  height: 48px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
  animation: pulse 1.2s ease-in-out infinite;
}
@keyframes pulse { 50% { opacity: 0.5; } }

.text-field { display: grid; gap: 6px; }
.text-field-label { font-weight: 600; }
.text-field-control { display: flex; gap: 8px; }
.text-field-input, .searchable-list-search {
  width: 100%;
  min-width: 0;
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
  color: var(--portico-foreground);
  font: inherit;
}
.text-field-input { flex: 1; }
.text-field-input[inputmode='decimal'] { font-variant-numeric: tabular-nums; }
.text-field-input:focus-visible, .searchable-list-search:focus-visible {
  outline: 2px solid var(--portico-accent);
  outline-offset: 1px;
}
.text-field-input[aria-invalid='true'] { border-color: var(--portico-error); }
.text-field-hint, .text-field-status { margin: 0; font-size: 0.857em; color: var(--portico-muted); }
.text-field-error { margin: 0; font-size: 0.857em; color: var(--portico-error); }
.text-field-error:empty { display: none; }

.searchable-list { display: grid; gap: 12px; }
.searchable-list-items { display: grid; gap: 6px; list-style: none; margin: 0; padding: 0; }
.searchable-list-viewport { position: relative; overflow-y: auto; overscroll-behavior: contain; }
.searchable-list-grid { position: relative; margin: 0; padding: 0; }
.searchable-list-row { position: absolute; inset-inline: 0; display: grid; gap: 8px; }
.searchable-list-status { text-align: center; font-size: 0.929em; color: var(--portico-muted); }

.not-connected { display: grid; gap: 12px; }

.token-row { display: grid; grid-template-columns: 28px 1fr auto; grid-template-rows: auto auto; column-gap: 8px; align-items: center; padding: 6px 0; }
.token-row-icon { grid-row: span 2; border-radius: 50%; }
.token-amount { justify-self: end; font-variant-numeric: tabular-nums; }
.token-value { grid-column: 2 / 4; justify-self: end; font-size: 12px; opacity: 0.7; }
`
