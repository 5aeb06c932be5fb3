/** Styles of the shell's own views, in the modal's shadow root beside the modal's and ui/'s. */
export const VIEW_STYLES = `
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}

.connect-footer { display: flex; justify-content: center; margin-block-start: 8px; }
.link-button {
  min-block-size: 40px;
  padding-block: 0;
  padding-inline: 12px;
  border: 0;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: none;
  color: var(--portico-foreground);
  font: inherit;
  font-size: 0.929em;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
}
.link-button:hover { background: var(--portico-surface); }
.link-button:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }

.connecting {
  display: grid;
  gap: 12px;
  justify-items: center;
  padding: 16px 8px 8px;
  text-align: center;
}
.connecting-image { width: 64px; height: 64px; border-radius: 16px; object-fit: cover; }
.connecting-failure { display: grid; gap: 4px; }

.account { display: grid; gap: 12px; }
.account-identity { display: grid; gap: 2px; justify-items: center; padding: 8px 0; }
.account-avatar { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; margin-bottom: 6px; }
.account-address { display: flex; align-items: center; gap: 4px; }
.account-tabs { display: grid; gap: 8px; margin-top: 8px; }
.account-tabs [role='tablist'] { display: flex; gap: 4px; border-bottom: 1px solid var(--portico-border, #e4e4e7); }
.account-tabs [role='tab'] {
  flex: 1; padding: 8px; border: 0; background: none; color: inherit; font: inherit; cursor: pointer;
  border-bottom: 2px solid transparent; opacity: 0.7;
}
.account-tabs [role='tab'][aria-selected='true'] { border-bottom-color: var(--portico-accent, #2f5d50); opacity: 1; }
.account-tabs [role='tab']:focus-visible { outline: 2px solid var(--portico-accent, #2f5d50); }
`
