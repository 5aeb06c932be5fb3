import { useEffect } from 'react'
import {
  formatAmount,
  formatDisplayAmount,
  selectActiveAccount,
  selectActiveNetwork,
} from 'portico/plugin'
import {
  Button,
  NotConnected,
  Spinner,
  SpinnerIcon,
  Text,
  useAmountFormat,
  useAppDispatch,
  useAppSelector,
  useFiatFormat,
  usePluginApi,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import type { SendApi } from '../endpoints'
import { estimateSendFee } from '../networkFee'
import { selectNativeCurrency, selectNetworkFee, selectSendForm } from '../selectors'
import { sendToken } from '../sendToken'
import { selectSend } from '../slice'
import { decimalsOf, isNativeToken, usdWorth } from '../tokens'
import { feeIssue, parseSendAmount, validateSend } from '../validation'
import { IssueText } from './IssueText'
import { ReceiverCard } from './ReceiverCard'
import { SEND_STYLES } from './styles'

/** Fee amounts are tiny: enough places to show one, not the full 18. */
const FEE_FRACTION_DIGITS = 8

/**
 * The send as it will go out: the token and exact amount with its USD worth, the receiver,
 * the network and the estimated network fee (in the native currency and USD). Send asks the
 * wallet; meanwhile the button shows progress and is disabled. A form that cannot be sent
 * (changed meanwhile) says why and offers to edit it.
 */
export default function SendPreview(_props: ViewProps) {
  const t = useT('send')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const api = usePluginApi<SendApi>()
  const account = useAppSelector(selectActiveAccount)
  const send = useAppSelector(selectSend)
  const form = useAppSelector(selectSendForm)
  const network = useAppSelector(selectActiveNetwork)
  const native = useAppSelector(selectNativeCurrency)
  const fee = useAppSelector(selectNetworkFee)
  const cameFromForm = useAppSelector((state) => state.router.history.at(-2)?.view === 'Send')
  const usd = useFiatFormat()
  const format = useAmountFormat()
  const connected = account.status === 'connected'
  const { token, receiverAddress, sendTokenAmount } = form

  // Estimated again whenever what is sent changes (the token's identity, not its object).
  const tokenId = token && `${token.chainId}:${token.address ?? 'native'}`
  useEffect(() => {
    if (connected) void dispatch(estimateSendFee())
  }, [connected, dispatch, tokenId, sendTokenAmount, receiverAddress])

  if (!connected) return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />

  const edit = () => (cameFromForm ? modal.router.back() : modal.router.replace('Send'))
  const [issue] = validateSend(form)
  const amount = token && parseSendAmount(sendTokenAmount, token)
  if (issue || !token || !receiverAddress || !amount || 'issue' in amount) {
    return (
      <div className="send">
        <style>{SEND_STYLES}</style>
        <IssueText issue={issue ?? (amount && 'issue' in amount ? amount.issue : undefined)} />
        <Button onClick={edit}>{t('edit')}</Button>
      </div>
    )
  }

  const exactAmount = formatAmount(amount.value, decimalsOf(token))
  const feeProblem =
    fee !== undefined && native
      ? feeIssue({
          sendsNative: isNativeToken(token),
          amount: amount.value,
          fee,
          nativeBalance: native.balance,
          nativeSymbol: native.symbol,
        })
      : undefined

  let feeText
  if (send.networkFee.status === 'failed') {
    feeText = <Text as="span">{t('errors.feeUnavailable')}</Text>
  } else if (fee !== undefined && native) {
    const feeWorth =
      native.price !== undefined && native.price > 0
        ? ` · ${usd.format(usdWorth(formatAmount(fee, native.decimals), native.price))}`
        : ''
    feeText = (
      <Text as="span" dir="ltr">
        {t('amountOf', {
          amount: format(
            formatDisplayAmount(fee, native.decimals, { maxFractionDigits: FEE_FRACTION_DIGITS }),
            { maxFractionDigits: FEE_FRACTION_DIGITS },
          ),
          symbol: native.symbol,
        })}
        {feeWorth}
      </Text>
    )
  } else {
    feeText = <Spinner label={t('estimatingFee')} />
  }

  return (
    <div className="send">
      <style>{SEND_STYLES}</style>
      <dl className="send-summary" aria-label={t('summary')}>
        <div>
          <dt>{t('youSend')}</dt>
          <dd>
            {token.iconUrl && <img src={token.iconUrl} alt="" width={24} height={24} />}
            {/* Amounts and addresses read left to right in any language. */}
            <Text as="span" variant="title" dir="ltr">
              {t('amountOf', {
                // Every decimal of what goes out, in the visitor's language.
                amount: format(exactAmount, { maxFractionDigits: decimalsOf(token) }),
                symbol: token.symbol,
              })}
            </Text>
            {token.price > 0 && (
              <Text as="span" variant="muted" dir="ltr">
                {usd.format(usdWorth(exactAmount, token.price))}
              </Text>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('sendTo')}</dt>
          <dd>
            <ReceiverCard
              address={receiverAddress}
              name={send.receiverProfileName}
              imageUrl={send.receiverProfileImageUrl}
            />
          </dd>
        </div>
        {network && (
          <div>
            <dt>{t('network')}</dt>
            <dd>{network.name}</dd>
          </div>
        )}
        <div>
          <dt>{t('networkFee')}</dt>
          <dd>{feeText}</dd>
        </div>
        {native && send.networkBalanceInUSD !== undefined && (
          <div>
            <dt>{t('networkBalance', { symbol: native.symbol })}</dt>
            <dd>{usd.format(send.networkBalanceInUSD)}</dd>
          </div>
        )}
      </dl>
      <IssueText issue={feeProblem} />
      <Button
        disabled={send.loading || feeProblem !== undefined}
        aria-busy={send.loading}
        onClick={() => void dispatch(sendToken(api))}
      >
        {send.loading ? (
          <span className="send-button-content">
            <SpinnerIcon />
            {t('sending')}
          </span>
        ) : (
          t('send')
        )}
      </Button>
    </div>
  )
}
