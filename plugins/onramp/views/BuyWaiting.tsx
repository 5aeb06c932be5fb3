import type { ReactElement } from 'react'
import {
  Button,
  CheckIcon,
  formatTokenAmount,
  SpinnerIcon,
  Text,
  WarningIcon,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  usePortico,
  useT,
} from 'portico/ui'
import { CRYPTO_DISPLAY_DECIMALS, formatMoney } from '../quoteDisplay'
import { selectOnramp, waitResumed, waitStopped, type Purchase } from '../slice'

type Display = Purchase['status'] | 'none'

/** An amount of the bought currency as the quote showed it: never more than it is. */
const shown = (amount: string | undefined, language: string) =>
  amount === undefined
    ? ''
    : formatTokenAmount(amount, language, { maxFractionDigits: CRYPTO_DISPLAY_DECIMALS })

const ICONS: Record<Display, () => ReactElement | null> = {
  waiting: () => <SpinnerIcon width={48} height={48} />,
  arrived: () => <CheckIcon width={48} height={48} style={{ color: 'var(--portico-success)' }} />,
  timedOut: () => (
    <WarningIcon width={48} height={48} style={{ color: 'var(--portico-warning)' }} />
  ),
  stopped: () => null,
  none: () => null,
}

/**
 * Follows the purchase made in the provider's tab: waiting (with a way out), then arrived;
 * or, after the bounded wait, nothing yet (keep waiting, or leave: it still arrives).
 */
export default function BuyWaiting() {
  const t = useT('onramp')
  const language = useLanguage()
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const purchase = useAppSelector((state) => selectOnramp(state).purchase)
  const display: Display = purchase?.status ?? 'none'
  const toAccount = () => modal.router.reset('Account')

  let title: string
  let text: string
  switch (display) {
    case 'waiting':
      title = t('waiting.title')
      text = t('waiting.text')
      break
    case 'arrived':
      title = t('waiting.arrivedTitle')
      text = t('waiting.arrivedText', {
        amount: shown(purchase?.arrivedAmount ?? purchase?.cryptoAmount, language),
        symbol: purchase?.symbol ?? '',
      })
      break
    case 'timedOut':
      title = t('waiting.timedOutTitle')
      text = t('waiting.timedOutText')
      break
    default:
      title = t('waiting.stoppedTitle')
      text = t('waiting.stoppedText')
  }
  const summary =
    purchase?.cryptoAmount && purchase.fiatTotal
      ? t('waiting.summary', {
          amount: shown(purchase.cryptoAmount, language),
          symbol: purchase.symbol,
          total: formatMoney(
            { value: purchase.fiatTotal, currency: purchase.fiatCurrency },
            language,
          ),
        })
      : undefined

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className="connecting" role="status" data-display={display}>
        {ICONS[display]()}
        <Text as="h3" variant="title">
          {title}
        </Text>
        {summary && display !== 'arrived' && <Text>{summary}</Text>}
        <Text variant="muted">{text}</Text>
      </div>
      {display === 'waiting' && (
        <Button variant="secondary" onClick={() => dispatch(waitStopped())}>
          {t('waiting.stop')}
        </Button>
      )}
      {display === 'timedOut' && (
        <Button onClick={() => dispatch(waitResumed({ now: Date.now() }))}>
          {t('waiting.keepWaiting')}
        </Button>
      )}
      {(display === 'stopped' || display === 'none') && (
        <Button variant="secondary" onClick={() => modal.router.replace('Buy')}>
          {t('waiting.buyMore')}
        </Button>
      )}
      {display !== 'waiting' && <Button onClick={toAccount}>{t('waiting.done')}</Button>}
    </div>
  )
}
