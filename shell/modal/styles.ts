import {
  HEADER_TEXT_TRANSITION_MS,
  MODAL_HEIGHT_TRANSITION_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  SHEET_SPRING_BACK_MS,
  TOUCH_TARGET_PX,
  VIEW_TRANSITION_MS,
} from '../../core/constants'
import { UI_STYLES } from '../ui/styles'
import { VIEW_STYLES } from '../views/styles'

const MODAL_STYLES = `
:host { all: initial; }

.root {
  color-scheme: var(--portico-color-scheme);
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size);
  line-height: 1.4;
  color: var(--portico-foreground);
  -webkit-font-smoothing: antialiased;
}
.root *, .root *::before, .root *::after { box-sizing: border-box; }

/* Right to left: what moves or points along the line turns with it. Addresses, hashes,
   amounts and QR codes carry dir="ltr" (isolated) and stay left to right. */
.root { --portico-inline-sign: 1; }
.root[dir='rtl'] { --portico-inline-sign: -1; }
.root[dir='rtl'] .icon-directional { transform: scaleX(-1); }

.overlay {
  position: fixed;
  inset: 0;
  z-index: var(--portico-z-index);
  background: var(--portico-overlay);
  animation: fade-in ${VIEW_TRANSITION_MS}ms ease-out;
}

/* Centres the panel; lets clicks beside it through to the overlay. */
.frame {
  position: fixed;
  inset: 0;
  z-index: var(--portico-z-index);
  display: grid;
  place-items: center;
  padding: 8px;
  pointer-events: none;
}

.panel {
  position: relative;
  width: ${MODAL_WIDTH_PX}px;
  max-width: 100%;
  max-height: calc(100dvh - 16px);
  display: flex;
  flex-direction: column;
  background: var(--portico-background);
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-border-radius);
  box-shadow: var(--portico-shadow);
  pointer-events: auto;
  animation: panel-in ${VIEW_TRANSITION_MS}ms ease-out;
}
.panel:focus { outline: none; }
.panel[data-shake='a'] { animation: shake-a ${SHAKE_MS}ms ease-in-out; }
.panel[data-shake='b'] { animation: shake-b ${SHAKE_MS}ms ease-in-out; }

/* Phones (DialogPanel sets data-layout): a sheet from the bottom edge, full width, its
   content above the home indicator. Logical properties, so right to left needs nothing. */
.frame[data-layout='sheet'] { place-items: end stretch; padding: 0; }
.frame[data-layout='sheet'] .panel {
  inline-size: 100%;
  min-inline-size: 0;
  max-block-size: calc(100dvh - 24px);
  border-inline: 0;
  border-block-end: 0;
  border-end-start-radius: 0;
  border-end-end-radius: 0;
  padding-block-end: env(safe-area-inset-bottom, 0px);
}
.frame[data-layout='sheet'] .panel:not([data-shake]) { animation-name: sheet-in; }
.frame[data-layout='sheet'] .body-content {
  max-block-size: calc(100dvh - 136px - env(safe-area-inset-bottom, 0px));
}
/* The handle's grab zone spans the sheet's width (a finger need not find the 36 px bar)
   and reaches over the header's empty top padding, taking no more room than the bar did;
   the panel follows the drag (useSheetDrag) and, let go short, springs back. */
.sheet-handle {
  flex: none;
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  block-size: 20px;
  margin-block-end: -8px;
  touch-action: none;
  cursor: grab;
}
.sheet-handle::before {
  content: '';
  inline-size: 36px;
  block-size: 4px;
  border-radius: 2px;
  background: var(--portico-muted);
  opacity: 0.4;
}
.panel[data-drag='dragging'] { transition: none; }
.panel[data-drag='dragging'] .sheet-handle { cursor: grabbing; }
.panel[data-drag='release'] { transition: transform ${SHEET_SPRING_BACK_MS}ms ease-out; }
/* Fingers, not a pointer: every control at least ${TOUCH_TARGET_PX} px high, icon buttons square. */
.frame[data-layout='sheet'] :is(button, a[href], input, select, [role='tab']) {
  min-block-size: ${TOUCH_TARGET_PX}px;
}
.frame[data-layout='sheet'] .icon-button { inline-size: ${TOUCH_TARGET_PX}px; block-size: ${TOUCH_TARGET_PX}px; }

.header {
  display: grid;
  /* Both sides as wide as the wider one, so the title stays centred when plugins add
     buttons beside Close. */
  grid-template-columns: minmax(40px, 1fr) minmax(0, max-content) minmax(40px, 1fr);
  align-items: center;
  gap: 4px;
  padding: 12px 12px 4px;
}
.header-side { display: flex; justify-content: flex-start; gap: 2px; }
.header-side:last-child { justify-content: flex-end; }
.header-title {
  margin: 0;
  text-align: center;
  font-size: 1.07em;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: fade-in ${HEADER_TEXT_TRANSITION_MS}ms ease-out;
}

.alerts { display: grid; gap: 6px; padding: 4px 12px 0; }
.alert {
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 6px;
  padding-inline: 12px 6px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  font-size: 0.857em;
}
.alert[data-severity='error'] { background: var(--portico-error-surface); color: var(--portico-error); }
.alert[data-severity='warning'] { background: var(--portico-warning-surface); color: var(--portico-warning); }
.alert-icon { flex: none; }
.alert-text { margin: 0; flex: 1; }
.alert .icon-button { color: inherit; }

.body {
  overflow: hidden;
  transition: height ${MODAL_HEIGHT_TRANSITION_MS}ms ease-out;
}
.body-content { padding: 12px 16px 16px; overflow-y: auto; max-height: calc(100dvh - 96px); }

.branding {
  flex: none;
  margin: 0;
  padding-block: 8px 10px;
  padding-inline: 16px;
  border-block-start: 1px solid var(--portico-border);
  color: var(--portico-muted);
  font-size: 0.786em;
  text-align: center;
}

.view { animation: view-in-forward ${VIEW_TRANSITION_MS}ms ease-out; }
.view[data-direction='back'] { animation-name: view-in-back; }

.view-state, .empty-state {
  display: grid;
  gap: 12px;
  justify-items: center;
  padding: 24px 8px;
  text-align: center;
}
.view-state-actions { display: flex; gap: 8px; }

.list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }

.snackbar {
  position: absolute;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 4px;
  max-width: calc(100% - 32px);
  padding-block: 4px;
  padding-inline: 12px 4px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-background);
  box-shadow: var(--portico-shadow);
  animation: snackbar-in ${VIEW_TRANSITION_MS}ms ease-out;
}
.snackbar-message { display: flex; align-items: center; gap: 8px; font-size: 0.857em; }
.snackbar-icon { display: inline-grid; place-items: center; }
.snackbar[data-variant='success'] .snackbar-icon { color: var(--portico-success); }
.snackbar[data-variant='error'] .snackbar-icon { color: var(--portico-error); }
.snackbar[data-variant='loading'] .snackbar-icon { color: var(--portico-accent); }

@keyframes fade-in { from { opacity: 0; } }
@keyframes panel-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes sheet-in { from { transform: translateY(100%); } }
@keyframes view-in-forward { from { opacity: 0; transform: translateX(calc(12px * var(--portico-inline-sign))); } }
@keyframes view-in-back { from { opacity: 0; transform: translateX(calc(-12px * var(--portico-inline-sign))); } }
@keyframes snackbar-in { from { opacity: 0; transform: translate(-50%, 8px); } }
@keyframes shake-a {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@keyframes shake-b {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}

@media (prefers-reduced-motion: reduce) {
  .root *, .root *::before, .root *::after {
    animation: none !important;
    transition: none !important;
  }
}
`

/** The kit's whole stylesheet, injected once into the modal's shadow root. */
export const STYLES = MODAL_STYLES + UI_STYLES + VIEW_STYLES
