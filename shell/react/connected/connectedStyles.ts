import { useInsertionEffect } from 'react'
import { addStylesOnce, BUTTON_STYLES_ID } from '../buttonStyles'
import { CONNECTED_CSS } from './connectedCss'

export { CONNECTED_CSS, NARROW_SCREEN_PX } from './connectedCss'

const CONNECTED_STYLES_ID = 'portico-button-connected-styles'

/** Adds the connected buttons' stylesheet once, just after the base one so it wins ties. */
export function useConnectedStyles(): void {
  useInsertionEffect(
    () =>
      addStylesOnce(CONNECTED_STYLES_ID, CONNECTED_CSS, (sheet) => {
        const base = document.getElementById(BUTTON_STYLES_ID)
        if (base) base.after(sheet)
        else document.head.prepend(sheet)
      }),
    [],
  )
}
