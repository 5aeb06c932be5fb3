import { ROW_HEIGHT } from './windowing'

/**
 * The view's own styles: they come with its chunk and apply inside the modal's shadow root.
 * Colours are the theme's (shell/modal/theme.ts), so both modes keep AA contrast. The list's
 * layout (viewport, rows of tiles, status line) is the kit's SearchableList.
 */
export const ALL_WALLETS_STYLES = `
.all-wallets { display: flex; flex-direction: column; gap: 12px; }
.all-wallets-search {
  width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: calc(var(--portico-border-radius) / 1.6);
  border: 1px solid var(--portico-border); background: var(--portico-background);
  color: var(--portico-foreground); font: inherit;
}
.all-wallets-search:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 1px; }
.all-wallets-tile { display: contents; }
.all-wallets-tile button {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px;
  height: ${ROW_HEIGHT - 8}px; border: 0; border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface); color: var(--portico-foreground); font: inherit; font-size: 12px;
  /* Icon, name and the Installed tag fit the tile's height one under the other. */
  cursor: pointer; overflow: hidden; padding: 4px 6px;
}
.all-wallets-tile button:hover { filter: brightness(0.97); }
.all-wallets-tile button:focus-visible { outline: 2px solid var(--portico-accent); }
.all-wallets-tile img, .all-wallets-tile .all-wallets-placeholder {
  width: 40px; height: 40px; border-radius: 10px; background: var(--portico-border);
}
.all-wallets-name, .all-wallets-tag {
  flex: none; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.all-wallets-tag { font-size: 10px; font-weight: 600; color: var(--portico-muted); }
`
