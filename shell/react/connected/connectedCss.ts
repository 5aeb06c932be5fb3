/**
 * The connected buttons' rules, apart from the React hook that adds them (connectedStyles.ts):
 * the custom elements of `portico/button` put the same rules in their shadow roots, and a
 * plain page must not reach React through this module.
 */

/** Below this width the buttons keep their icon and avatar, their text for screen readers. */
export const NARROW_SCREEN_PX = 480

// Every rule keeps the weight of one attribute (the rest in :where), like the base rule, so
// a host's class still wins. The surfaces follow `themeMode` (data-portico-theme) with the modal's
// palette as fallbacks; logical properties only, so a right-to-left page mirrors them.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap'

export const CONNECTED_CSS = `
[data-portico-button-group]{display:inline-flex;align-items:center;gap:8px}
[data-portico-button]:where([data-variant]){position:relative;display:inline-flex;align-items:center;gap:8px;box-sizing:border-box}
[data-portico-button]:where([data-variant=surface]){padding-inline:10px 12px;
background:var(--portico-surface,#f1f2f4);color:var(--portico-foreground,#141414);
box-shadow:inset 0 0 0 1px var(--portico-border,rgba(20,20,20,0.1))}
[data-portico-button]:where([data-variant=surface][data-portico-theme=dark],[data-portico-theme=dark] [data-variant=surface]){
background:var(--portico-surface,#26282b);color:var(--portico-foreground,#f2f3f5);
box-shadow:inset 0 0 0 1px var(--portico-border,rgba(255,255,255,0.1))}
[data-portico-button]:where([data-variant=error]){background:var(--portico-error,#c4281c);color:#fff}
[data-portico-button]:where([data-portico-theme=dark] [data-variant=error],[data-variant=error][data-portico-theme=dark]){
background:var(--portico-error,#ff7a70);color:#18191b}
[data-portico-image]{flex:none;width:24px;height:24px;border-radius:50%;object-fit:cover;
background:var(--portico-border,rgba(20,20,20,0.1))}
[data-portico-balance]{order:-1;font-variant-numeric:tabular-nums;padding-inline-end:8px;
border-inline-end:1px solid var(--portico-border,rgba(20,20,20,0.1))}
[data-portico-label]:where([data-hidden]){${VISUALLY_HIDDEN}}
@media (max-width:${NARROW_SCREEN_PX - 0.02}px){
[data-portico-responsive] :where([data-portico-balance],[data-portico-label][data-beside-image]){${VISUALLY_HIDDEN}}
[data-portico-responsive] :where([data-variant=surface]){padding-inline:8px}}
`
