import { usePluginContext, type ViewProps } from 'portico/ui'
import type { ApproveTransactionData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { FrameHoldView } from './FrameHoldView'

/**
 * An unsafe request of the e-mail wallet, approved where the key is: this view is only the
 * frame's place in the modal (a title, the frame drawn over the box below, a status line).
 * The frame draws the request and takes the visitor's click itself; the view leaves when the
 * frame says the request is over. Leaving first (Back) cancels it in the frame.
 */
export default function ApproveTransaction({ data }: ViewProps<ApproveTransactionData>) {
  const wallet = emailWalletOf(usePluginContext())
  return (
    <FrameHoldView
      holds={wallet?.approvals}
      messenger={wallet?.messenger}
      walletWindow={wallet?.window}
      requestId={data.requestId}
      texts="approve"
      testId="approval-frame-box"
    />
  )
}
