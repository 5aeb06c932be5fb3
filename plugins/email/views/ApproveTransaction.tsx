import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Button, Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import type { ApproveTransactionData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'

/**
 * The frame's height until it says how tall its approval is, and the most it may take (the
 * frame scrolls the request's details above its buttons beyond that, so the modal does not).
 */
const FRAME_DEFAULT_HEIGHT_PX = 360
const FRAME_MAX_HEIGHT_PX = 440

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
  const box = useRef<HTMLDivElement>(null)

  const leave = () => {
    if (context.getState().router.history.length > 1) context.router.back()
    else context.close()
  }

  // The frame follows the box on every animation frame (the modal's own animations and
  // scrolling move it), and is hidden again when the view goes. A passive effect, so the
  // dialog's own first focus is over when the frame takes focus.
  useEffect(() => {
    const element = box.current
    if (!wallet || !asking || !element) return
    const { messenger } = wallet
    const title = t('approve.frameTitle')
    let last = ''
    let frame = 0
    const follow = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      const key = `${top},${left},${width},${height}`
      if (key !== last) {
        last = key
        messenger.place({ top, left, width, height, title })
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      messenger.place(undefined)
    }
  }, [wallet, asking, t])

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

  const height = Math.min(shown.height ?? FRAME_DEFAULT_HEIGHT_PX, FRAME_MAX_HEIGHT_PX)
  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {t('approve.title')}
      </Text>
      <div
        ref={box}
        className="email-approval-frame"
        style={{ height }}
        data-testid="approval-frame-box"
      />
      <p className="email-status" role="status">
        {t('approve.hint')}
      </p>
    </div>
  )
}
