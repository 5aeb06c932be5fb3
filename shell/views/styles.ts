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

.wallets-preview {
  display: inline-grid; grid-template-columns: repeat(2, 14px); gap: 2px; padding: 1px;
  box-sizing: border-box; place-content: center; background: var(--portico-background);
}
.wallets-preview img, .wallets-preview-empty { width: 14px; height: 14px; border-radius: 4px; }
.wallets-preview-empty { background: var(--portico-border); }

/* The wallets with the All Wallets row under them, 8 px apart as the list's rows; the ways to
   connect (the wallets, each plugin's section such as e-mail) 16 px apart from each other. */
.connect-wallets { display: grid; gap: 8px; }
:is(.connect-wallets, .connect-section) + :is(.connect-wallets, .connect-section) { margin-block-start: 16px; }
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
/* The network (a pill to the Networks view), then the wallets and Disconnect. */
.account-bar { display: flex; align-items: center; gap: 4px; min-width: 0; }
.account-network {
  display: inline-flex; align-items: center; gap: 8px; min-width: 0; min-height: 36px;
  margin-inline-end: auto; padding-block: 0; padding-inline: 8px 12px; border: 0; border-radius: 999px;
  background: var(--portico-surface); color: var(--portico-foreground); font: inherit; font-weight: 600; cursor: pointer;
}
.account-network-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.account-network:focus-visible, .account-action:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.account-bar .icon-button { inline-size: 40px; block-size: 40px; }
.account-disconnect { color: var(--portico-error); }
/* The actions: a picture in a circle, its label under it; five fit a 320 px sheet, more wrap. */
.account-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px; }
.account-action {
  /* No smaller than the picture or the label's longest word (the automatic minimum), so a
     word is not cut where the machine's font draws it wider; a row that cannot hold them wraps. */
  display: grid; justify-items: center; align-content: start; gap: 4px; flex: 1 1 0; max-width: 80px;
  padding: 4px 2px; border: 0; border-radius: calc(var(--portico-border-radius) / 1.6);
  background: none; color: var(--portico-foreground); font: inherit; font-size: 0.857em; cursor: pointer;
}
.account-action-icon {
  display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  background: var(--portico-surface);
}
.account-action:hover .account-action-icon { background: var(--portico-border); }
/* Centred under the picture; a long label ("Network fees") wraps between words rather than
   being cut, and only a word wider than the button is broken. */
.account-action-label { max-width: 100%; overflow-wrap: break-word; text-align: center; line-height: 1.25; }
.account-tabs { display: grid; gap: 8px; margin-top: 8px; }
.account-tabs [role='tablist'] { display: flex; gap: 4px; border-bottom: 1px solid var(--portico-border, #e4e4e7); }
.account-tabs [role='tab'] {
  flex: 1; padding: 8px; border: 0; background: none; color: inherit; font: inherit; cursor: pointer;
  border-bottom: 2px solid transparent; opacity: 0.7;
}
.account-tabs [role='tab'][aria-selected='true'] { border-bottom-color: var(--portico-accent, #2f5d50); opacity: 1; }
.account-tabs [role='tab']:focus-visible { outline: 2px solid var(--portico-accent, #2f5d50); }
`
