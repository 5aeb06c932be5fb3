// What a host writes, checked against the packed tarball: every built-in view opens with its
// data type, the built-in plugins' host methods exist on the handle and in the React API, and
// a wrong call is an error (so the kit's types cannot silently turn into `any`).
import { createModal, PorticoError, usdcBase } from 'portico'
import type {
  BuiltinPluginId,
  CoreState,
  PaymentResult,
  PorticoModal,
  SiwxSession,
  ViewId,
  Views,
} from 'portico'
import {
  ConnectButton,
  ModalProvider,
  NetworkButton,
  useConnectButton,
  useHostMethod,
  usePay,
  useSession,
} from 'portico/react'
import type { ConnectButtonState } from 'portico/react'

const modal: PorticoModal = createModal({ projectId: 'p', networks: ['eip155:1', 'eip155:8453'] })

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
function assertType<T extends true>(): T | undefined {
  return undefined
}

// The built-in views, each by its id, with its data where it takes some.
const views: ViewId[] = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'Send',
  'SendSelectToken',
  'SendPreview',
  'Receive',
  'Activity',
  'AccountActivity',
  'Pay',
  'PayLoading',
  'Swap',
  'SwapReview',
  'EmailConnect',
  'UpdateEmailWallet',
  'SIWXSignMessage',
]
void modal.open({ view: 'Send' })
void modal.open({ view: 'Receive' })
void modal.open({ view: 'Activity' })
void modal.open({ view: 'Swap' })
void modal.open({ view: 'SwapSelectToken', data: { side: 'from' } })
// @ts-expect-error: not a view of the kit
void modal.open({ view: 'NoSuchView' })
// @ts-expect-error: SwapSelectToken's side is 'from' or 'to'
void modal.open({ view: 'SwapSelectToken', data: { side: 'sideways' } })
assertType<Equal<Views['Pay'], undefined>>()

// The host methods of the built-in plugins.
export async function payTwentyFive(): Promise<string> {
  const result: PaymentResult = await modal.pay({
    paymentAsset: usdcBase,
    recipient: '0x1111111111111111111111111111111111111111',
    amount: 25,
  })
  const session: SiwxSession | undefined = await modal.getSession()
  await modal.signOut()
  // @ts-expect-error: pay needs its config
  await modal.pay()
  return `${result.status} ${session?.data.address ?? ''}`
}

// A host's own button from the kit's state.
function WalletButton() {
  const state: ConnectButtonState = useConnectButton()
  const { account, network, balance } = state
  assertType<Equal<ConnectButtonState['status'], 'disconnected' | 'connecting' | 'connected'>>()
  return (
    <button type="button" onClick={account ? state.openAccount : state.openConnect}>
      <img src={account?.avatar ?? network?.icon} alt="" />
      {account?.displayName} {balance?.formatted} {network?.unsupported ? '!' : network?.name}
    </button>
  )
}

export function PayButton() {
  const pay = usePay()
  const alsoPay = useHostMethod('pay')
  assertType<Equal<typeof pay, PorticoModal['pay']>>()
  assertType<Equal<typeof alsoPay, PorticoModal['pay']>>()
  void alsoPay
  const { isSignedIn } = useSession()
  return (
    <ModalProvider modal={modal}>
      <ConnectButton />
      <ConnectButton chainStatus="icon" accountStatus="avatar" showBalance={false} />
      {/* @ts-expect-error: the account part is drawn in one of three ways */}
      <ConnectButton accountStatus="hidden" />
      <NetworkButton chainStatus="name" responsive={false} className="network" />
      {/* @ts-expect-error: NetworkButton is the network part, it cannot leave it out */}
      <NetworkButton chainStatus="none" />
      <WalletButton />
      <button
        type="button"
        onClick={() =>
          void pay({
            paymentAsset: usdcBase,
            recipient: '0x1111111111111111111111111111111111111111',
            amount: 1,
          }).catch((error: unknown) => error instanceof PorticoError && console.log(error.code))
        }
      >
        {isSignedIn ? 'Pay' : 'Sign in to pay'}
      </button>
    </ModalProvider>
  )
}

const builtins: BuiltinPluginId[] = [
  'pay',
  'send',
  'receive',
  'activity',
  'swaps',
  'onramp',
  'email',
  'siwx',
]
const state: CoreState = modal.getState()
export const seen = [views.length, builtins.length, state.router.history.length]
