import { useEffect, useSyncExternalStore } from 'react'
import type { FrameMessenger } from '../frame/messenger'
import { Button, Text, usePluginContext, useT } from 'portico/ui'
import type { FrameHolds } from '../frameHolds'
import type { WalletWindow } from '../walletWindow'
import { FrameBox } from './FrameBox'
import { EMAIL_STYLES } from './styles'
import { useWalletWindowState } from './useWalletWindow'
import { InWalletWindow } from './WalletWindowNotice'

const noHolds = () => () => undefined
const nothingShown = () => undefined

/** What the frame shows now of a kind of screen, following it (undefined without a wallet). */
export function useShownHold(holds: FrameHolds | undefined) {
  return useSyncExternalStore(holds?.subscribe ?? noHolds, holds?.shown ?? nothingShown)
}

/**
 * The frame's place in the modal for one request of a kind (an approval, a recovery): a title,
 * the frame drawn over the box below, a status line. The frame draws its screen and takes the
 * visitor's answer itself; the view leaves when the frame says the request is over. Leaving
 * first (Back) cancels it in the frame. `texts` is the prefix of the view's strings (`title`,
 * `frameTitle`, `hint`, `inWindow`, `done`, `gone`, `close`). Where the wallet runs in its
 * window, the screen is there: the view says so and brings the window to the front; if the
 * visitor closes the window meanwhile, the view says the request went with it.
 */
export function FrameHoldView(props: {
  holds: FrameHolds | undefined
  messenger: FrameMessenger | undefined
  walletWindow: WalletWindow | undefined
  requestId: string
  texts: 'approve' | 'recovery'
  testId: string
}) {
  const { holds, requestId, texts, walletWindow } = props
  const t = useT('email')
  const context = usePluginContext()
  const shown = useShownHold(holds)
  const windowState = useWalletWindowState(walletWindow)
  const asking = shown?.requestId === requestId
  const abandoned = !asking && holds?.isAbandoned(requestId) === true
  const over = !asking && !abandoned && holds?.isOver(requestId) === true

  const leave = () => {
    if (context.getState().router.history.length > 1) context.router.back()
    else context.close()
  }

  // Over in the frame: back to what asked, or closed. Gone from here first: cancelled there.
  useEffect(() => {
    if (over) leave()
    if (!asking) return undefined
    return () => {
      if (holds?.shown()?.requestId === requestId) holds.cancel()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave reads the router when run
  }, [asking, over, holds, requestId])

  if (abandoned) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <p className="email-error" role="alert">
          {t('window.closedDuring')}
        </p>
        <Button onClick={leave}>{t(`${texts}.close`)}</Button>
      </div>
    )
  }

  if (!asking) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text role="status">{over ? t(`${texts}.done`) : t(`${texts}.gone`)}</Text>
        {!over && <Button onClick={leave}>{t(`${texts}.close`)}</Button>}
      </div>
    )
  }

  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {t(`${texts}.title`)}
      </Text>
      {walletWindow && windowState !== 'embedded' ? (
        <InWalletWindow walletWindow={walletWindow} text={t(`${texts}.inWindow`)} />
      ) : (
        <FrameHoldBox {...props} height={shown.height} />
      )}
    </div>
  )
}

/** The frame drawn in the view, and the hint under it. */
function FrameHoldBox(props: {
  messenger: FrameMessenger | undefined
  texts: 'approve' | 'recovery'
  testId: string
  height: number | undefined
}) {
  const t = useT('email')
  const { texts } = props
  return (
    <>
      <FrameBox
        messenger={props.messenger}
        active
        height={props.height}
        title={t(`${texts}.frameTitle`)}
        testId={props.testId}
      />
      <p className="email-status" role="status">
        {t(`${texts}.hint`)}
      </p>
    </>
  )
}
