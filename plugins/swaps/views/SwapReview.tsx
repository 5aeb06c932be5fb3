import {
  formatDisplayAmount,
  selectActiveAccount,
  selectNetworks,
  type Network,
} from 'portico/plugin'
import {
  Button,
  NotConnected,
  Skeleton,
  SpinnerIcon,
  Text,
  useAppDispatch,
  useAmountFormat,
  useAppSelector,
  useEndpointQuery,
  usePluginApi,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import type { SwapsApi } from '../endpoints'
import { planSwap } from '../plan'
import { quoteFigures, type QuoteFigures } from '../quote'
import type { SwapToken } from '../schemas'
import type { SwapProgress } from '../slice'
import { confirmSwap } from '../swap'
import { QuoteDetails, SHOWN_FRACTION_DIGITS } from './QuoteDetails'
import { SWAP_STYLES } from './styles'
import { useSwapForm, useSwapMarket, useSwapQuote } from './useSwapContext'

/** The transaction on the network's block explorer, when the host gave the network one. */
export function explorerUrl(
  networks: readonly Network[],
  caipNetworkId: string,
  hash: string,
): { url: string; name: string } | undefined {
  const explorer = networks.find((network) => network.caipNetworkId === caipNetworkId)
    ?.blockExplorers?.default
  if (!explorer) return undefined
  return {
    url: `${explorer.url.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`,
    name: explorer.name,
  }
}

/**
 * The review step of a swap: what is paid, what is received (about) and the quote's details;
 * confirming asks the wallet for an approval first when the exchange's allowance is short,
 * then for the swap. Then the swap's progress, and its outcome: success with the explorer
 * link, or the wallet's or node's reason with the form kept (Edit returns to it).
 */
export default function SwapReview(_props: ViewProps) {
  const t = useT('swaps')
  const account = useAppSelector(selectActiveAccount)
  if (account.status !== 'connected' || !account.caipNetworkId)
    return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />
  return <Review caipNetworkId={account.caipNetworkId} />
}

function Review({ caipNetworkId }: { caipNetworkId: string }) {
  const t = useT('swaps')
  const modal = usePortico()
  const networks = useAppSelector(selectNetworks)
  const market = useSwapMarket(caipNetworkId)
  const { form, from, to, params, userAddress } = useSwapForm(market.list)
  const quote = useSwapQuote(params)
  const { progress } = form

  if (progress.status === 'success') {
    const explorer = explorerUrl(networks, progress.caipNetworkId, progress.hash)
    return (
      <div className="swap">
        <style>{SWAP_STYLES}</style>
        <Text role="status" variant="title">
          {t('success')}
        </Text>
        {explorer && (
          <a className="swap-link" href={explorer.url} target="_blank" rel="noreferrer noopener">
            {t('viewOn', { explorer: explorer.name })}
          </a>
        )}
        <Button onClick={() => modal.router.reset('Account')}>{t('done')}</Button>
        <Button variant="secondary" onClick={() => modal.router.replace('Swap')}>
          {t('another')}
        </Button>
      </div>
    )
  }
  if (
    progress.status === 'approving' ||
    progress.status === 'swapping' ||
    progress.status === 'pending'
  )
    return <InProgress progress={progress} from={from} />

  const answer = quote.data?.quotes[0]
  const figures =
    answer && from && to && quote.isSuccess
      ? quoteFigures({
          quote: answer,
          from,
          to,
          native: market.native,
          gasPriceWei: market.gasPriceWei,
        })
      : undefined
  return (
    <div className="swap">
      <style>{SWAP_STYLES}</style>
      {progress.status === 'failed' && (
        <Text role="alert" className="swap-error">
          {t('failed', { reason: progress.reason })}
        </Text>
      )}
      {figures && from && to && userAddress ? (
        <Confirm figures={figures} from={from} to={to} userAddress={userAddress} />
      ) : quote.isError ? (
        <Text role="alert" className="swap-error">
          {t('errors.quoteFailed')}
        </Text>
      ) : (
        <Skeleton label={t('quoting')} />
      )}
      <Button variant="secondary" onClick={() => modal.router.back()}>
        {t('edit')}
      </Button>
    </div>
  )
}

function InProgress({ progress, from }: { progress: SwapProgress; from: SwapToken | undefined }) {
  const t = useT('swaps')
  const text =
    progress.status === 'approving'
      ? t('approving', { symbol: from?.symbol ?? '' })
      : progress.status === 'swapping'
        ? t('swapping')
        : t('pending')
  return (
    <div className="swap">
      <style>{SWAP_STYLES}</style>
      <span className="swap-status" role="status" aria-live="polite">
        <SpinnerIcon />
        {text}
      </span>
    </div>
  )
}

function Confirm({
  figures,
  from,
  to,
  userAddress,
}: {
  figures: QuoteFigures
  from: SwapToken
  to: SwapToken
  userAddress: string
}) {
  const t = useT('swaps')
  const dispatch = useAppDispatch()
  const api = usePluginApi<SwapsApi>()
  const allowance = useEndpointQuery(api.endpoints.swapAllowance, {
    tokenAddress: from.address,
    userAddress,
  })
  const format = useAmountFormat()
  const shown = (amount: bigint, token: SwapToken) =>
    t('amountOf', {
      amount: format(
        formatDisplayAmount(amount, token.decimals, { maxFractionDigits: SHOWN_FRACTION_DIGITS }),
        { maxFractionDigits: SHOWN_FRACTION_DIGITS },
      ),
      symbol: token.symbol,
    })
  const steps = allowance.data
    ? planSwap({
        fromToken: from.address,
        amount: figures.fromAmount,
        allowance: BigInt(allowance.data.allowance),
      })
    : undefined
  return (
    <>
      <dl className="swap-details" aria-label={t('summary')}>
        <div>
          <dt>{t('youPay')}</dt>
          <dd>{shown(figures.fromAmount, from)}</dd>
        </div>
        <div>
          <dt>{t('youReceive')}</dt>
          <dd>{t('about', { amount: shown(figures.toAmount, to) })}</dd>
        </div>
      </dl>
      <QuoteDetails figures={figures} from={from} to={to} />
      {steps?.includes('approve') && (
        <Text variant="muted">
          {t('approveFirst', { amount: shown(figures.fromAmount, from) })}
        </Text>
      )}
      <Button
        disabled={steps === undefined}
        onClick={() =>
          void dispatch(confirmSwap(api, { from, to, fromAmount: figures.fromAmount }))
        }
      >
        {steps?.includes('approve') ? t('approveAndSwap', { symbol: from.symbol }) : t('confirm')}
      </Button>
    </>
  )
}
