/**
 * The NFT views' styles, drawn in the modal's shadow root with the views, so the host page's
 * stylesheet does not grow for a plugin it may never load; colours come from the theme's
 * custom properties.
 */
export const NFTS_STYLES = `
.nfts { display: grid; gap: 12px; }
.nfts-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.nfts-row {
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  align-items: center;
  column-gap: 12px;
  width: 100%;
  padding: 6px 10px;
  border: 0;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.nfts-row:hover { background: var(--portico-background); }
.nfts-row:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.nfts-thumb {
  width: 56px;
  height: 56px;
  border-radius: calc(var(--portico-border-radius) / 2);
  object-fit: cover;
  background: var(--portico-background);
}
.nfts-text { display: grid; min-width: 0; }
.nfts-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nfts-collection { color: var(--portico-muted); font-size: 0.857em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nfts-end { display: grid; gap: 8px; justify-items: center; }
.nfts-sentinel { height: 1px; }
.nft-detail { display: grid; gap: 14px; }
.nft-image {
  width: 100%;
  max-width: 280px;
  aspect-ratio: 1;
  justify-self: center;
  border-radius: var(--portico-border-radius);
  object-fit: cover;
  background: var(--portico-background);
}
.nft-facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 4px 12px; margin: 0; }
.nft-facts dt { color: var(--portico-muted); }
.nft-facts dd { margin: 0; overflow-wrap: anywhere; }
.nft-traits { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.nft-traits li {
  display: grid;
  padding: 6px 10px;
  border-radius: calc(var(--portico-border-radius) / 2);
  background: var(--portico-surface);
}
.nft-traits .nft-trait-type { color: var(--portico-muted); font-size: 0.786em; }
.nft-send { display: grid; gap: 8px; }
.nft-status[data-state='failed'] { color: var(--portico-error); }
.nft-status[data-state='sent'] { color: var(--portico-success); }
`
