import { useEffect } from 'react'
import {
  formatDisplayAmount,
  parseAmount,
  selectActiveAccount,
  selectActiveNetwork,
} from 'portico/plugin'
import {
  Button,
  NotConnected,
  Skeleton,
  Text,
  useAppDispatch,
  useAppSelector,
  useAmountFormat,
  useFiatFormat,
  usePortico,
  useT,
} from 'portico/ui'
import { quoteFigures, usdWorth } from '../quote'
import type { SwapToken } from '../schemas'
import { amountTyped, networkEntered, progressed, selectSwaps, tokensFlipped } from '../slice'
import { swapsSupport } from '../support'
import { FlipIcon } from './FlipIcon'
import { QuoteDetails, SHOWN_FRACTION_DIGITS } from './QuoteDetails'
import { SWAP_STYLES } from './styles'
import { useSwapForm, useSwapMarket, useSwapQuote } from './useSwapContext'

/**
 * The Swap view: the token sold (the native currency unless the host passed
 * `fromToken`) and the token bought, from the network's list, either amount typed, and the
 * quote (rate, price impact, network fee, minimum received), asked again while the view is
 * open. Review leads to the confirmation step.
 */
export default function Swap() {
  const t = useT('swaps')
  const account = useAppSelector(selectActiveAccount)
  if (account.status !== 'connected' || !account.caipNetworkId)
    return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />
  return <SwapForm caipNetworkId={account.caipNetworkId} />
}

function SwapForm({ caipNetworkId }: { caipNetworkId: string }) {
  const t = useT('swaps')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const usd = useFiatFormat()
  const format = useAmountFormat()
  const network = useAppSelector(selectActiveNetwork)
  const market = useSwapMarket(caipNetworkId)
  const { form, from, to, params } = useSwapForm(market.list)
  const quote = useSwapQuote(params)
  const progress = useAppSelector((state) => selectSwaps(state).progress.status)

  const { list, native } = market

  // The form belongs to a network; what it is filled with is the store's flow (../prefill).
  useEffect(() => {
    dispatch(networkEntered(caipNetworkId))
  }, [caipNetworkId, dispatch])

  // An ended swap's outcome is not shown again: back on the form, a new one starts.
  useEffect(() => {
    if (progress === 'success' || progress === 'failed') dispatch(progressed({ status: 'idle' }))
  }, [dispatch, progress])

  const unsupported = swapsSupport({
    namespace: network?.chainNamespace,
    tokenCount: list?.length,
    gasPriceStatus: market.gasPriceStatus,
  })
  if (unsupported)
    return (
      <div className="swap">
        <style>{SWAP_STYLES}</style>
        <Text role="status">{t(unsupported)}</Text>
      </div>
    )
  if (market.tokens.isError)
    return (
      <div className="swap">
        <style>{SWAP_STYLES}</style>
        <Text role="alert" className="swap-error">
          {t('errors.tokensFailed')}
        </Text>
        <Button onClick={market.tokens.refetch}>{t('retry')}</Button>
      </div>
    )
  if (!list) return <Skeleton label={t('loadingTokens')} />

  const answer = quote.data?.quotes[0]
  // The quote answers the form as it is now, not a form typed since.
  const current = answer && params && quote.isSuccess ? answer : undefined
  const figures =
    current && from && to
      ? quoteFigures({ quote: current, from, to, native, gasPriceWei: market.gasPriceWei })
      : undefined
  const shown = (amount: bigint, token: SwapToken) =>
    formatDisplayAmount(amount, token.decimals, { maxFractionDigits: SHOWN_FRACTION_DIGITS })
  const sellValue =
    form.side === 'sell' ? form.amount : figures && from ? shown(figures.fromAmount, from) : ''
  const buyValue =
    form.side === 'buy' ? form.amount : figures && to ? shown(figures.toAmount, to) : ''

  const balance = from && market.balanceOf(from)
  const short =
    figures &&
    from &&
    balance !== undefined &&
    figures.fromAmount > parseAmount(balance, from.decimals)
  const typedBad = form.amount.trim() !== '' && params === undefined && from && to
  const quoteError = quote.isError && params !== undefined

  const side = (which: 'from' | 'to') => {
    const token = which === 'from' ? from : to
    const value = which === 'from' ? sellValue : buyValue
    const held = token && market.balanceOf(token)
    const typed = form.amount.trim() !== '' && (form.side === 'sell') === (which === 'from')
    let worth: string | undefined
    if (token && token.price > 0 && value) {
      try {
        worth = usd.format(
          usdWorth(parseAmount(value, token.decimals), token.decimals, token.price),
        )
      } catch {
        worth = undefined
      }
    }
    return (
      <div className="swap-side">
        <label className="swap-side-label" htmlFor={`swap-amount-${which}`}>
          {t(which === 'from' ? 'youPay' : 'youReceive')}
        </label>
        <div className="swap-side-row">
          <input
            id={`swap-amount-${which}`}
            className="text-field-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t(which === 'from' ? 'amountToSell' : 'amountToBuy')}
            aria-invalid={typed && typedBad ? true : undefined}
            value={value}
            onChange={(event) =>
              dispatch(
                amountTyped({
                  side: which === 'from' ? 'sell' : 'buy',
                  amount: event.target.value.replace(',', '.'),
                }),
              )
            }
          />
          <Button
            variant="secondary"
            className="swap-token-button"
            aria-label={
              token
                ? t(which === 'from' ? 'tokenToSell' : 'tokenToBuy', { symbol: token.symbol })
                : t(which === 'from' ? 'chooseTokenToSell' : 'chooseTokenToBuy')
            }
            onClick={() => modal.router.push('SwapSelectToken', { side: which })}
          >
            {token?.logoUri && <img src={token.logoUri} alt="" />}
            {token?.symbol ?? t('choose')}
          </Button>
        </div>
        <Text as="span" variant="muted" className="swap-meta">
          {token && held !== undefined
            ? t('balance', { amount: format(held), symbol: token.symbol })
            : ''}
          {worth ? ` · ${t('worth', { value: worth })}` : ''}
        </Text>
      </div>
    )
  }

  return (
    <form
      className="swap"
      aria-label={t('form')}
      onSubmit={(event) => {
        event.preventDefault()
        if (figures && !short) modal.router.push('SwapReview')
      }}
    >
      <style>{SWAP_STYLES}</style>
      {side('from')}
      <Button
        variant="secondary"
        className="swap-flip"
        aria-label={t('flip')}
        onClick={() => dispatch(tokensFlipped())}
      >
        <FlipIcon />
      </Button>
      {side('to')}
      {typedBad && (
        <Text role="alert" className="swap-error">
          {t('errors.badAmount')}
        </Text>
      )}
      {quoteError && (
        <Text role="alert" className="swap-error">
          {t('errors.quoteFailed')}
        </Text>
      )}
      {short && from && (
        <Text role="alert" className="swap-error">
          {t('errors.insufficient', { symbol: from.symbol })}
        </Text>
      )}
      {params && !figures && !quoteError && (
        <span className="swap-status" role="status">
          {t('quoting')}
        </span>
      )}
      {figures && from && to && <QuoteDetails figures={figures} from={from} to={to} />}
      <Button type="submit" disabled={!figures || Boolean(short)}>
        {t('review')}
      </Button>
    </form>
  )
}
