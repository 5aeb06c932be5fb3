/**
 * Styles of the send views, drawn into the modal's shadow root with the view (as AllWallets
 * does), so they cost nothing until Send opens. Colours come from the theme's properties; the
 * inputs are the kit's (`text-field-input`, as TextField draws them).
 */
export const SEND_STYLES = `
.send { display: grid; gap: 12px; }
.send-field { display: grid; gap: 6px; }
.send-label { font-weight: 600; }
.send-amount { display: flex; gap: 8px; }
.send-error { margin: 0; font-size: 0.857em; color: var(--portico-error); }
.send-status { display: flex; align-items: center; gap: 6px; font-size: 0.857em; color: var(--portico-muted); }
.send-receiver { display: flex; align-items: center; gap: 8px; min-width: 0; }
.send-receiver img { width: 28px; height: 28px; border-radius: 50%; object-fit: cover; }
.send-receiver-text { display: grid; min-width: 0; }
.send-receiver-address { overflow-wrap: anywhere; font-size: 0.857em; color: var(--portico-muted); }
.send-summary { display: grid; gap: 10px; margin: 0; }
.send-summary > div { display: grid; gap: 2px; }
.send-summary dt { font-size: 0.857em; color: var(--portico-muted); }
.send-summary dd { margin: 0; display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.send-summary img { width: 24px; height: 24px; border-radius: 50%; }
.send-button-content { display: inline-flex; align-items: center; gap: 6px; }
`
