import { Alerts } from './Alerts'
import { BrandingFooter } from './BrandingFooter'
import { DialogPanel } from './DialogPanel'
import { Header } from './Header'
import { AnimatedHeight, useShake } from './motion'
import { Snackbar } from './Snackbar'
import { ViewStack } from './ViewStack'

/**
 * The open modal: overlay, and the panel with header, alerts, the current view, the branding
 * line and snackbar.
 */
export function Dialog() {
  const shake = useShake()
  return (
    <DialogPanel shake={shake}>
      {(titleId) => (
        <>
          <Header titleId={titleId} />
          <Alerts />
          <AnimatedHeight>
            <ViewStack />
          </AnimatedHeight>
          <BrandingFooter />
          <Snackbar />
        </>
      )}
    </DialogPanel>
  )
}
