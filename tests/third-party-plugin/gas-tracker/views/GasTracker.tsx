import { useEffect, useState, type ReactNode } from 'react'
import type { Language, Network } from 'portico/plugin'
import { Button, Skeleton, Text, useAppSelector, useT, type ViewProps } from 'portico/ui'
import {
  ERC20_TRANSFER_GAS,
  GWEI_DECIMALS,
  NATIVE_TRANSFER_GAS,
  readFees,
  shortAmount,
  transferCosts,
  type NetworkFees,
} from '../fees'
import { hasGasFees, selectTrackedNetwork } from '../network'
import { selectTrend, type Trend } from '../slice'
import { GAS_TRACKER_STYLES } from './styles'
import { useNetworkFees } from './useNetworkFees'

const TREND_ARROWS: Record<Trend, string> = { up: '↑', down: '↓', steady: '→' }

/**
 * The GasTracker view: the base fee and the suggested priority fee of the visitor's network
 * (the wallet's, else the host's default), in gwei, and what a native transfer and an ERC-20
 * transfer cost at them now, in the network's native token. Read again every 12 s while
 * shown; a skeleton until the first reading, the failure with Retry when the node does not
 * answer, and when the shown reading was taken.
 */
export default function GasTracker(_props: ViewProps) {
  const t = useT('gasTracker')
  const network = useAppSelector(selectTrackedNetwork)
  const supported = hasGasFees(network)
  const fees = useNetworkFees(
    supported
      ? { caipNetworkId: network.caipNetworkId, rpcUrls: network.rpcUrls.default.http }
      : undefined,
  )

  let body: ReactNode
  if (!supported) {
    body = <Text>{t('unsupported', { network: network.name })}</Text>
  } else if (fees.data) {
    body = (
      <>
        <Readings fees={fees.data} network={network} />
        {fees.isError && <Failure message={t('refreshFailed')} onRetry={fees.retry} />}
        <UpdatedLine at={fees.fulfilledTimeStamp} />
      </>
    )
  } else if (fees.isError) {
    body = <Failure message={t('failed', { network: network.name })} onRetry={fees.retry} />
  } else {
    body = <Skeleton label={t('loading')} rows={4} />
  }

  return (
    <div className="gas-tracker">
      <style>{GAS_TRACKER_STYLES}</style>
      <Text variant="muted">{t('network', { network: network.name })}</Text>
      {body}
    </div>
  )
}

/** The fees per unit of gas, then what the two usual transfers cost at them. */
function Readings({ fees, network }: { fees: NetworkFees; network: Network }) {
  const t = useT('gasTracker')
  const language = useAppSelector((state) => state.options.language)
  const trend = useAppSelector((state) => selectTrend(state, network.caipNetworkId))
  const amounts = readFees(fees)
  const costs = transferCosts(amounts)
  const { symbol, decimals } = network.nativeCurrency
  const gwei = (wei: bigint) => t('gwei', { amount: shortAmount(wei, GWEI_DECIMALS) })
  const native = (value: bigint) => t('amount', { amount: shortAmount(value, decimals), symbol })
  const gas = (units: bigint) => t('gas', { gas: new Intl.NumberFormat(language).format(units) })
  const trendArrow = trend && <TrendArrow trend={trend} />

  return (
    <>
      <Text as="h3" className="gas-tracker-heading">
        {t('perGas')}
      </Text>
      <dl className="gas-tracker-list">
        {amounts.kind === 'eip1559' ? (
          <>
            <Row term={t('baseFee')} value={gwei(amounts.baseFee)} end={trendArrow} />
            <Row term={t('priorityFee')} value={gwei(amounts.priorityFee)} />
          </>
        ) : (
          <Row term={t('gasPrice')} value={gwei(amounts.gasPrice)} end={trendArrow} />
        )}
      </dl>
      <Text as="h3" className="gas-tracker-heading">
        {t('costs')}
      </Text>
      <dl className="gas-tracker-list">
        <Row
          term={t('nativeTransfer', { symbol })}
          value={native(costs.native)}
          hint={gas(NATIVE_TRANSFER_GAS)}
        />
        <Row term={t('tokenTransfer')} value={native(costs.erc20)} hint={gas(ERC20_TRANSFER_GAS)} />
      </dl>
    </>
  )
}

/** One term of a list, its value, and optionally a trend and a hint beneath. */
function Row({
  term,
  value,
  end,
  hint,
}: {
  term: string
  value: string
  end?: ReactNode
  hint?: string
}) {
  return (
    <div className="gas-tracker-row">
      <dt>{term}</dt>
      <dd className="gas-tracker-value">{value}</dd>
      {end}
      {hint && <dd className="gas-tracker-hint">{hint}</dd>}
    </div>
  )
}

/** Where the fees are heading since the earlier readings: an arrow, named for screen readers. */
function TrendArrow({ trend }: { trend: Trend }) {
  const t = useT('gasTracker')
  const label = t(`trend.${trend}`)
  return (
    <dd className="gas-tracker-trend" data-trend={trend}>
      <span role="img" aria-label={label} title={label}>
        {TREND_ARROWS[trend]}
      </span>
    </dd>
  )
}

/** What went wrong, and Retry (while it runs, the view shows what it shows before a reading). */
function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('gasTracker')
  return (
    <div className="gas-tracker-failure" role="alert">
      <Text>{message}</Text>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  )
}

/** "Updated now", "Updated 12 seconds ago": kept current while the view is open. */
function UpdatedLine({ at }: { at: number | undefined }) {
  const t = useT('gasTracker')
  const language = useAppSelector((state) => state.options.language)
  const now = useNow(1_000)
  if (at === undefined) return null
  return (
    <Text variant="small" className="gas-tracker-updated">
      {t('updated', { when: relativeTime(at, now, language) })}
    </Text>
  )
}

/** The time now, refreshed every `everyMs` while the component is shown. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** How long ago `at` was, in the modal's language: "now", "12 seconds ago", "2 minutes ago". */
function relativeTime(at: number, now: number, language: Language): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (seconds < 5) return format.format(0, 'second')
  if (seconds < 60) return format.format(-seconds, 'second')
  return format.format(-Math.floor(seconds / 60), 'minute')
}
