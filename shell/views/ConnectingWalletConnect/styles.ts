/**
 * The WalletConnect views' styles. They travel in the views' own chunk and are rendered as a
 * <style> inside the view (the modal's shadow root), so the shared stylesheet does not grow
 * for a view most visitors never open.
 */
export const WALLET_CONNECT_STYLES = `
.wc { display: grid; gap: 12px; justify-items: center; text-align: center; }
.wc-qr {
  display: grid;
  place-items: center;
  width: 100%;
  max-width: 296px;
  aspect-ratio: 1;
  padding: 8px;
  border-radius: var(--portico-border-radius);
  background: #fff;
}
.wc-qr .qr-code { width: 100%; height: auto; }
.wc-qr .skeleton { width: 100%; height: 100%; }
.wc-qr .skeleton-row { height: 100%; }
.wc-actions { display: grid; gap: 8px; width: 100%; }
.wc-link { display: flex; align-items: center; justify-content: center; text-decoration: none; }
.wc-failure { display: grid; gap: 4px; }
.wc-sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`
