/**
 * The ProfileWallets view's styles: they travel in its chunk and are rendered as a <style>
 * inside the view (the modal's shadow root), so the shared stylesheet does not grow.
 */
export const PROFILE_WALLETS_STYLES = `
.profile-wallet { display: flex; align-items: center; gap: 8px; }
.profile-wallet > .list-item { flex: 1; min-width: 0; }
.profile-wallet > .button { flex: none; }
.profile-wallet .list-item[aria-current='true'] { box-shadow: inset 0 0 0 1px var(--portico-accent); }
`
