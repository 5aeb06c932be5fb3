import { useEffect, type ReactElement } from 'react'
import { SNACKBAR_AUTO_CLOSE_MS } from '../../core/constants'
import { own } from '../../core/own'
import {
  initialSnackbarState as NO_SNACKBAR,
  snackbarHidden,
  type SnackbarVariant,
} from '../../core/snackbar/slice'
import { useT } from '../ui/i18n'
import { IconButton } from '../ui/IconButton'
import { CheckIcon, CrossIcon, ICONS, SpinnerIcon } from '../ui/icons'
import { useAppDispatch, useAppSelector } from '../ui/store'

const VARIANT_ICONS: Record<SnackbarVariant, () => ReactElement> = {
  success: () => <CheckIcon />,
  loading: () => <SpinnerIcon />,
  error: () => <CrossIcon />,
}

/** The snackbar of `state.snackbar`, drawn over the bottom of the panel. */
export function Snackbar() {
  const t = useT()
  const dispatch = useAppDispatch()
  const { open, message, variant, svg, sequence } = useAppSelector(
    (state) => state.snackbar ?? NO_SNACKBAR,
  )
  if (!open || !message) return null
  const text = 'key' in message ? t(message.key, message.values) : message.text
  const icon = (svg ? own(ICONS, svg) : undefined) ?? VARIANT_ICONS[variant]
  const isError = variant === 'error'
  return (
    // Keyed by the message's sequence so each new message animates in again.
    <div key={sequence} className="snackbar" data-variant={variant}>
      <div
        className="snackbar-message"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
      >
        <span className="snackbar-icon">{icon()}</span>
        <span>{text}</span>
      </div>
      <IconButton aria-label={t('snackbar.dismiss')} onClick={() => dispatch(snackbarHidden())}>
        <CrossIcon />
      </IconButton>
    </div>
  )
}

/**
 * Hides an auto-closing message after SNACKBAR_AUTO_CLOSE_MS, counted again for every new
 * message. Runs whether or not the modal is open, so a message shown while it was closed
 * does not wait to be seen out of context later.
 */
export function useSnackbarAutoClose(): void {
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.snackbar?.open ?? false)
  const autoClose = useAppSelector((state) => state.snackbar?.autoClose ?? false)
  const sequence = useAppSelector((state) => state.snackbar?.sequence ?? 0)
  useEffect(() => {
    if (!open || !autoClose) return
    const timer = setTimeout(() => dispatch(snackbarHidden()), SNACKBAR_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open, autoClose, sequence, dispatch])
}
