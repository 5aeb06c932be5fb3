import { useEffect, useSyncExternalStore } from 'react'
import { Button, Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import type { EmailRecoveryData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { FrameBox } from './FrameBox'
import { EMAIL_STYLES } from './styles'

const noRecoveries = () => () => undefined
const nothingShown = () => undefined

/**
 * The frame's recovery screens outside a sign-in (EmailLogin hosts them during one): this
 * view is only the frame's place in the modal (a title, the frame drawn over the box below,
 * a hint). The frame draws the screens and takes the password or the passkey itself; the
 * view leaves when the frame says the unlock is over. Leaving first (Back) cancels it there.
 */
export default function EmailRecovery({ data }: ViewProps<EmailRecoveryData>) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const recoveries = wallet?.recoveries
  const shown = useSyncExternalStore(
    recoveries?.subscribe ?? noRecoveries,
    recoveries?.shown ?? nothingShown,
  )
  const asking = shown?.requestId === data.requestId
  const over = !asking && recoveries?.isOver(data.requestId) === true

  const leave = () => {
    if (context.getState().router.history.length > 1) context.router.back()
    else context.close()
  }

  // Over in the frame: back to what asked, or closed. Gone from here first: cancelled there.
  useEffect(() => {
    if (over) leave()
    if (!asking) return undefined
    return () => {
      if (recoveries?.shown()?.requestId === data.requestId) recoveries.cancel()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave reads the router when run
  }, [asking, over, recoveries, data.requestId])

  if (!asking) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text role="status">{over ? t('recovery.done') : t('recovery.gone')}</Text>
        {!over && <Button onClick={leave}>{t('recovery.close')}</Button>}
      </div>
    )
  }

  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {t('recovery.title')}
      </Text>
      <FrameBox
        messenger={wallet?.messenger}
        active={asking}
        height={shown.height}
        title={t('recovery.frameTitle')}
        testId="recovery-frame-box"
      />
      <p className="email-status" role="status">
        {t('recovery.hint')}
      </p>
    </div>
  )
}
