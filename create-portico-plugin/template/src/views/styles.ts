/**
 * The view's styles, drawn into the modal's shadow root with the view, so they cost nothing
 * until it opens. Colours and radii come from the theme's custom properties, so the view
 * follows the host's theme, light or dark.
 */
export const MY_PLUGIN_STYLES = `
.my-plugin { display: grid; gap: 16px; }
.my-plugin-form { display: grid; gap: 8px; }
.my-plugin-book { display: grid; gap: 8px; }
.my-plugin-heading { margin: 0; font-size: 0.857em; font-weight: 600; color: var(--portico-muted); }
.my-plugin-list { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
.my-plugin-contact {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: 8px;
  padding: 8px 12px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
}
.my-plugin-name { font-weight: 600; }
.my-plugin-address { grid-column: 1; overflow-wrap: anywhere; color: var(--portico-muted); }
.my-plugin-actions { grid-column: 2; grid-row: 1 / span 2; display: flex; gap: 4px; }
`
