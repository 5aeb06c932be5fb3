/**
 * Styles of the socials views, drawn into the modal's shadow root with the view, so they cost
 * nothing until the section shows. Colours come from the theme's properties, except the
 * providers' own marks.
 */
export const SOCIAL_STYLES = `
.socials { display: flex; gap: 8px; }
.socials > * { flex: 1; }
.socials-grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.social-button { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; min-height: 56px; padding: 8px 4px; border: 1px solid var(--portico-border); border-radius: var(--portico-radius, 12px); background: var(--portico-surface); color: var(--portico-foreground); font: inherit; font-size: 0.857em; cursor: pointer; }
.social-button:hover { background: var(--portico-surface-hover, var(--portico-surface)); }
.social-button:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.social-mark { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 8px; color: #fff; font-weight: 700; font-size: 14px; line-height: 1; }
.social-mark[data-mark]::before { content: attr(data-mark); }
.social-mark-large { width: 64px; height: 64px; border-radius: 16px; font-size: 28px; }
.social-status { display: grid; justify-items: center; gap: 12px; text-align: center; }
.social-error { margin: 0; color: var(--portico-error); }
.social-actions { display: grid; gap: 8px; width: 100%; }
.social-link { color: var(--portico-accent); }
`
