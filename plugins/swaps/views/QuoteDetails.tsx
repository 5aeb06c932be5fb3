import { formatDisplayAmount } from 'portico/plugin'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants'
import { useAmountFormat, useFiatFormat, useT } from 'portico/ui'
import { formatBps, type QuoteFigures } from '../quote'
import type { SwapToken } from '../schemas'

/** Fractions shown of token amounts in the details: enough for a price, not all 18. */
export const SHOWN_FRACTION_DIGITS = 6

/** A percentage shows two decimals, zeros kept ("0.50 %"). */
const PERCENT_DIGITS = { minFractionDigits: 2, maxFractionDigits: 2 }

/**
 * What a quote means for the visitor: the rate, the price impact, the network fee in USD and
 * the minimum received at the slippage tolerance.
 */
export function QuoteDetails({
  figures,
  from,
  to,
}: {
  figures: QuoteFigures
  from: SwapToken
  to: SwapToken
}) {
  const t = useT('swaps')
  const usd = useFiatFormat()
  const amount = useAmountFormat()
  return (
    <dl className="swap-details" aria-label={t('details')}>
      <div>
        <dt>{t('rate')}</dt>
        <dd>
          {t('rateValue', {
            from: from.symbol,
            amount: amount(figures.rate, { maxFractionDigits: SHOWN_FRACTION_DIGITS }),
            to: to.symbol,
          })}
        </dd>
      </div>
      <div>
        <dt>{t('priceImpact')}</dt>
        <dd>
          {t('percent', { value: amount(formatBps(figures.priceImpactBps), PERCENT_DIGITS) })}
        </dd>
      </div>
      <div>
        <dt>{t('networkFee')}</dt>
        <dd>{figures.feeUsd === undefined ? t('unknown') : usd.format(figures.feeUsd)}</dd>
      </div>
      <div>
        <dt>{t('minimumReceived', { slippage: SWAP_SLIPPAGE_TOLERANCE })}</dt>
        <dd>
          {t('amountOf', {
            amount: amount(
              formatDisplayAmount(figures.minimumReceived, to.decimals, {
                maxFractionDigits: SHOWN_FRACTION_DIGITS,
              }),
              { maxFractionDigits: SHOWN_FRACTION_DIGITS },
            ),
            symbol: to.symbol,
          })}
        </dd>
      </div>
    </dl>
  )
}
