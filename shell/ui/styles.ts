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
.list-item-image { width: 32px; height: 32px; border-radius: 8px; object-fit: cover; }
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
`
