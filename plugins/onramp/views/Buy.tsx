import { skipToken } from '@reduxjs/toolkit/query'
import { ONRAMP_FEE_RANGE, openBlankTab, selectActiveAccount } from 'portico/plugin'
import {
  Button,
  NotConnected,
  Spinner,
  Text,
  useAppDispatch,
  useAppSelector,
  useEndpointQuery,
  useLanguage,
  usePluginApi,
  useT,
  type ViewProps,
} from 'portico/ui'
import { useMemo } from 'react'
import { openCheckout } from '../checkout'
import { resolveBuyChoices } from '../choices'
import { ONRAMP_QUOTE_REFRESH_MS, ONRAMP_QUOTE_WAIT_MS } from '../constants'
import type { OnrampApi } from '../endpoints'
import { amountIssue } from '../limits'
import { formatMoney } from '../quoteDisplay'
import type { OnrampQuoteRequest } from '../schemas'
import { formChanged, purchaseCleared, selectOnramp } from '../slice'
import { AmountField } from './AmountField'
import { MethodChoice } from './MethodChoice'
import { QuoteSummary } from './QuoteSummary'
import { Select } from './Select'
import { selectActiveFacts } from './selectActive'
import { useDebounced } from './useDebounced'

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Buy crypto: what to buy and on which network (the connected one preselected), card or
 * bank transfer in USD or EUR, the amount within the method's limits, a live quote; then the
 * provider's checkout in a new tab.
 */
export default function Buy(_props: ViewProps) {
  const t = useT('onramp')
  const language = useLanguage()
  const dispatch = useAppDispatch()
  const api = usePluginApi<OnrampApi>()
  const account = useAppSelector(selectActiveAccount)
  const active = useAppSelector(selectActiveFacts)
  const { form, opening, openError } = useAppSelector(selectOnramp)
  const options = useEndpointQuery(api.endpoints.onrampOptions, undefined)
  const optionsData = options.isError ? undefined : options.data
  const choices = useMemo(
    () => resolveBuyChoices(optionsData, form, active),
    [optionsData, form, active],
  )
  const { currency, network, limits, paymentCurrency } = choices
  const issue = limits ? amountIssue(choices.amount, limits) : 'invalid'

  const request: OnrampQuoteRequest | undefined =
    currency && network && !issue
      ? {
          purchaseCurrency: currency.id,
          paymentCurrency,
          paymentMethod: choices.method,
          amount: choices.amount,
          network: network.name,
        }
      : undefined
  const requestKey = JSON.stringify(request ?? null)
  const settled = useDebounced(request, requestKey, ONRAMP_QUOTE_WAIT_MS)
  const current = requestKey === JSON.stringify(settled ?? null)
  const quote = useEndpointQuery(api.endpoints.onrampQuote, settled ?? skipToken, {
    pollingInterval: ONRAMP_QUOTE_REFRESH_MS,
  })
  // The quote of the amount on screen only: an older one is never shown beside a new amount.
  const quoteShown = request && current && quote.isSuccess ? quote.data : undefined
  const quoteWanted = request !== undefined

  if (account.status !== 'connected' || !account.address) {
    return <NotConnected message={t('notConnected')} />
  }
  if (options.isLoading || options.isUninitialized) {
    return (
      <div role="status" style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
        <Spinner />
        <Text variant="muted">{t('loadingOptions')}</Text>
      </div>
    )
  }
  const address = account.address
  const money = (value: string) => formatMoney({ value, currency: paymentCurrency }, language)
  const issueText =
    limits && (issue === 'belowMin' || issue === 'aboveMax')
      ? t(`issues.${issue}`, { min: money(limits.min), max: money(limits.max) })
      : issue === 'invalid' && choices.amount !== ''
        ? t('issues.invalid')
        : undefined

  const onContinue = () => {
    // Opened during the click: the browser allows a new tab only then.
    const tab = openBlankTab()
    dispatch(purchaseCleared())
    void dispatch(openCheckout(api, choices, quoteShown, tab))
  }

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {choices.fallback && (
        <Text variant="muted" role="note">
          {t('optionsFailed')}
        </Text>
      )}
      {currency ? (
        <>
          <Select
            label={t('currency')}
            value={currency.id}
            options={choices.currencies.map((entry) => ({
              value: entry.id,
              label: t('currencyOption', { symbol: entry.symbol, name: entry.name }),
            }))}
            onChange={(event) => dispatch(formChanged({ currency: event.target.value }))}
          />
          <Select
            label={t('network')}
            value={network?.name ?? ''}
            options={choices.networks.map((entry) => ({
              value: entry.name,
              label: entry.display_name,
            }))}
            onChange={(event) => dispatch(formChanged({ network: event.target.value }))}
          />
        </>
      ) : (
        <Text variant="muted">{t('nothingToBuy')}</Text>
      )}
      <MethodChoice
        value={choices.method}
        onChange={(method) => dispatch(formChanged({ method }))}
      />
      <Select
        label={t('paymentCurrency')}
        value={paymentCurrency}
        options={choices.paymentCurrencies.map((id) => ({ value: id, label: id }))}
        onChange={(event) => dispatch(formChanged({ paymentCurrency: event.target.value }))}
      />
      <AmountField
        label={t('amount', { currency: paymentCurrency })}
        value={choices.amount}
        onChange={(amount) => dispatch(formChanged({ amount }))}
        hint={limits && t('limits', { min: money(limits.min), max: money(limits.max) })}
        error={issueText}
      />
      {quoteWanted ? (
        <QuoteSummary
          quote={quoteShown}
          loading={!quoteShown}
          failed={current && quote.isError}
          onRetry={() => quote.refetch()}
        />
      ) : (
        <Text variant="muted">{t('feeRange', { range: ONRAMP_FEE_RANGE })}</Text>
      )}
      {openError && (
        <Text role="alert" style={{ color: 'var(--portico-error)' }}>
          {t(`openErrors.${openError}`)}
        </Text>
      )}
      <Button disabled={!request || opening} aria-busy={opening} onClick={onContinue}>
        {opening ? t('opening') : t('continue')}
      </Button>
      {network && (
        <Text variant="small">
          {t('continueHint', { address: shortAddress(address), network: network.display_name })}
        </Text>
      )}
    </div>
  )
}
