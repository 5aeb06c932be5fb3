import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { refreshBalance, selectActiveAccount } from 'portico/plugin'
import {
  Button,
  ListItem,
  NotConnected,
  Spinner,
  Text,
  useAmountFormat,
  useAppDispatch,
  useAppSelector,
  useFiatFormat,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import { fillMaxAmount } from '../maxAmount'
import { selectSendForm } from '../selectors'
import { amountTyped, receiverTyped, selectSend } from '../slice'
import { usdWorth } from '../tokens'
import { SEND_MESSAGES, validateSend, type SendField, type SendIssue } from '../validation'
import { IssueText } from './IssueText'
import { ReceiverCard } from './ReceiverCard'
import { SEND_STYLES } from './styles'

/**
 * The send form: the token (chosen on SendSelectToken), the amount with Max and its worth in
 * USD, and the receiver, an address or an account name resolved as the visitor types. Problems
 * of a field show as soon as they are known; the ones about missing fields once Review is
 * pressed. Everything typed lives in the store, so it survives the token list and the preview.
 */
export default function Send(_props: ViewProps) {
  const t = useT('send')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const send = useAppSelector(selectSend)
  const form = useAppSelector(selectSendForm)
  const usd = useFiatFormat()
  const format = useAmountFormat()
  const [attempted, setAttempted] = useState(false)
  const [maxBusy, setMaxBusy] = useState(false)
  const tokenField = useRef<HTMLDivElement>(null)
  const amountInput = useRef<HTMLInputElement>(null)
  const receiverInput = useRef<HTMLInputElement>(null)
  const ids = {
    token: useId(),
    tokenIssue: useId(),
    amount: useId(),
    amountWorth: useId(),
    amountIssue: useId(),
    receiver: useId(),
    receiverStatus: useId(),
    formIssue: useId(),
  }
  const connected = account.status === 'connected'

  // The balances may be older than the cache allows by the time the visitor wants to send.
  useEffect(() => {
    if (connected) void dispatch(refreshBalance())
  }, [connected, dispatch])

  if (!connected) return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />

  const issues = validateSend(form)
  const issueOf = (field: SendField): SendIssue | undefined =>
    issues.find((issue) => issue.field === field)
  const amountProblem = issueOf('amount')
  const receiverProblem = issueOf('receiver')
  const resolving = receiverProblem?.key === SEND_MESSAGES.receiverPending
  // Missing fields are only pointed out once the visitor tries to go on.
  const formProblem = attempted ? issueOf('form') : undefined
  const tokenProblem = attempted ? issueOf('token') : undefined
  const { token } = send
  const amount = send.sendTokenAmount.trim()
  const worth =
    token && amount !== '' && !amountProblem && token.price > 0
      ? usd.format(usdWorth(amount, token.price))
      : undefined

  const review = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (issues.length === 0) {
      modal.router.push('SendPreview')
      return
    }
    // Keyboard and screen-reader users land on the first field to fix.
    if (!token) tokenField.current?.querySelector('button')?.focus()
    else if (amount === '' || amountProblem) amountInput.current?.focus()
    else receiverInput.current?.focus()
  }

  const max = async () => {
    setMaxBusy(true)
    try {
      await dispatch(fillMaxAmount())
    } finally {
      setMaxBusy(false)
    }
  }

  return (
    <form className="send" aria-label={t('form')} noValidate onSubmit={review}>
      <style>{SEND_STYLES}</style>
      <div className="send-field" ref={tokenField} role="group" aria-labelledby={ids.token}>
        <span className="send-label" id={ids.token}>
          {t('token')}
        </span>
        <ListItem
          title={token ? token.symbol : t('chooseToken')}
          description={
            token
              ? t('tokenBalance', {
                  amount: format(token.quantity.numeric),
                  symbol: token.symbol,
                })
              : undefined
          }
          imageUrl={token?.iconUrl || undefined}
          aria-describedby={tokenProblem ? ids.tokenIssue : undefined}
          onClick={() => modal.router.push('SendSelectToken')}
        />
        <IssueText id={ids.tokenIssue} issue={tokenProblem} />
      </div>

      <div className="send-field">
        <label className="send-label" htmlFor={ids.amount}>
          {t('amount')}
        </label>
        <div className="send-amount">
          <input
            ref={amountInput}
            id={ids.amount}
            className="text-field-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={`${ids.amountWorth} ${ids.amountIssue}`}
            onChange={(event) => dispatch(amountTyped(event.target.value))}
          />
          <Button variant="secondary" disabled={!token || maxBusy} onClick={() => void max()}>
            {t('max')}
          </Button>
        </div>
        {maxBusy && <Spinner label={t('maxBusy')} />}
        <Text variant="small" id={ids.amountWorth} aria-live="polite">
          {worth ? t('usdPreview', { value: worth }) : null}
        </Text>
        <IssueText id={ids.amountIssue} issue={amountProblem} />
      </div>

      <div className="send-field">
        <label className="send-label" htmlFor={ids.receiver}>
          {t('receiver')}
        </label>
        <input
          ref={receiverInput}
          id={ids.receiver}
          className="text-field-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('receiverPlaceholder')}
          value={send.receiverInput}
          aria-invalid={receiverProblem && !resolving ? true : undefined}
          aria-describedby={ids.receiverStatus}
          onChange={(event) => dispatch(receiverTyped(event.target.value))}
        />
        <div id={ids.receiverStatus} aria-live="polite">
          {resolving ? (
            <span className="send-status">
              <Spinner />
              {t('resolving', { name: send.receiverInput.trim() })}
            </span>
          ) : send.receiverLookup === 'resolved' && send.receiverAddress ? (
            <ReceiverCard
              address={send.receiverAddress}
              name={send.receiverProfileName}
              imageUrl={send.receiverProfileImageUrl}
            />
          ) : (
            <IssueText issue={receiverProblem} />
          )}
        </div>
      </div>

      <IssueText id={ids.formIssue} issue={formProblem} />
      <Button type="submit">{t('review')}</Button>
    </form>
  )
}
