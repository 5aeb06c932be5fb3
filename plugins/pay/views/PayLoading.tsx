import type { ReactElement } from 'react'
import { CheckIcon, CrossIcon, SpinnerIcon, Text, useAppSelector, useT } from 'portico/ui'
import { failureReason, paymentDisplay, type PaymentDisplay } from '../selectors'

const ICONS: Record<PaymentDisplay, () => ReactElement> = {
  'in-progress': () => <SpinnerIcon width={48} height={48} />,
  // The theme's success and error colours, as the snackbar uses them.
  completed: () => <CheckIcon width={48} height={48} style={{ color: 'var(--portico-success)' }} />,
  error: () => <CrossIcon width={48} height={48} style={{ color: 'var(--portico-error)' }} />,
}

/**
 * Follows the payment to its end: in progress, then completed or
 * failed, each with its title and text (a failure with a reason the visitor can act on says
 * it). The modal closes by itself 3 s after the end (listeners.ts).
 */
export default function PayLoading() {
  const t = useT('pay')
  const display = useAppSelector((state) => paymentDisplay(state.pay))
  const type = useAppSelector((state) => state.pay?.currentPayment?.type ?? 'wallet')
  const reason = useAppSelector((state) => failureReason(state.pay))
  const message =
    display === 'in-progress'
      ? type === 'exchange'
        ? 'display.exchangeInProgress'
        : 'display.walletInProgress'
      : display === 'completed'
        ? 'display.completed'
        : 'display.failed'

  return (
    <div className="connecting" role="status" data-display={display}>
      {ICONS[display]()}
      <Text as="h3" variant="title">
        {t(message)}
      </Text>
      <Text variant="muted">
        {t(display === 'error' && reason ? `display.failedBecause.${reason}` : `${message}Text`)}
      </Text>
    </div>
  )
}
