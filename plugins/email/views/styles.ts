/**
 * Styles of the e-mail views, drawn into the modal's shadow root with the view, so they cost
 * nothing until e-mail login shows. Colours come from the theme's properties; the inputs are
 * the kit's (`text-field-input`, as TextField draws them).
 */
export const EMAIL_STYLES = `
.email { display: grid; gap: 12px; }
.email-form { display: grid; gap: 8px; }
.email-label { font-weight: 600; }
.email-code { letter-spacing: 0.4em; text-align: center; font-variant-numeric: tabular-nums; }
.email-error { margin: 0; font-size: 0.857em; color: var(--portico-error); }
.email-status { display: flex; align-items: center; gap: 6px; color: var(--portico-muted); }
.email-summary { display: grid; gap: 10px; margin: 0; }
.email-summary > div { display: grid; gap: 2px; }
.email-summary dt { font-size: 0.857em; color: var(--portico-muted); }
.email-summary dd { margin: 0; overflow-wrap: anywhere; }
.email-actions { display: flex; gap: 8px; }
.email-actions > * { flex: 1; }
`
