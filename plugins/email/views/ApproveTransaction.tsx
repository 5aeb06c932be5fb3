import { useEffect, useSyncExternalStore } from 'react'
import { Button, Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import type { ApproveTransactionData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { FrameBox } from './FrameBox'
import { EMAIL_STYLES } from './styles'

const noApprovals = () => () => undefined
const nothingShown = () => undefined

/**
 * An unsafe request of the e-mail wallet, approved where the key is: this view is only the
 * frame's place in the modal (a title, the frame drawn over the box below, a status line).
 * The frame draws the request and takes the visitor's click itself; the view leaves when the
 * frame says the request is over. Leaving first (Back) cancels it in the frame.
 */
export default function ApproveTransaction({ data }: ViewProps<ApproveTransactionData>) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const approvals = wallet?.approvals
  const shown = useSyncExternalStore(
    approvals?.subscribe ?? noApprovals,
    approvals?.shown ?? nothingShown,
  )
  const asking = shown?.requestId === data.requestId
  const over = !asking && approvals?.isOver(data.requestId) === true

  const leave = () => {
    if (context.getState().router.history.length > 1) context.router.back()
    else context.close()
  }

  // Over in the frame: back to what asked, or closed. Gone from here first: cancelled there.
  useEffect(() => {
    if (over) leave()
    if (!asking) return undefined
    return () => {
      if (approvals?.shown()?.requestId === data.requestId) approvals.cancel()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave reads the router when run
  }, [asking, over, approvals, data.requestId])

  if (!asking) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text role="status">{over ? t('approve.done') : t('approve.gone')}</Text>
        {!over && <Button onClick={leave}>{t('approve.close')}</Button>}
      </div>
    )
  }

  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {t('approve.title')}
      </Text>
      <FrameBox
        messenger={wallet?.messenger}
        active={asking}
        height={shown.height}
        title={t('approve.frameTitle')}
        testId="approval-frame-box"
      />
      <p className="email-status" role="status">
        {t('approve.hint')}
      </p>
    </div>
  )
}
