import { usePluginContext, type ViewProps } from 'portico/ui'
import type { EmailRecoveryData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { FrameHoldView } from './FrameHoldView'

/**
 * The frame's recovery screens outside a sign-in (EmailLogin hosts them during one): this
 * view is only the frame's place in the modal (a title, the frame drawn over the box below,
 * a hint). The frame draws the screens and takes the password or the passkey itself; the
 * view leaves when the frame says the unlock is over. Leaving first (Back) cancels it there.
 */
export default function EmailRecovery({ data }: ViewProps<EmailRecoveryData>) {
  const wallet = emailWalletOf(usePluginContext())
  return (
    <FrameHoldView
      holds={wallet?.recoveries}
      messenger={wallet?.messenger}
      walletWindow={wallet?.window}
      requestId={data.requestId}
      texts="recovery"
      testId="recovery-frame-box"
    />
  )
}
