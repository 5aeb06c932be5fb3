import { Button, Text, useLanguage, useT } from 'portico/ui'
import { formatMoney, quoteLines } from '../quoteDisplay'
import type { OnrampQuote } from '../schemas'

export interface QuoteSummaryProps {
  quote: OnrampQuote | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
}

/** The live quote: fees, subtotal, total and what arrives; or why there is none. */
export function QuoteSummary({ quote, loading, failed, onRetry }: QuoteSummaryProps) {
  const t = useT('onramp')
  const language = useLanguage()
  if (failed) {
    return (
      <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Text variant="muted">{t('quote.failed')}</Text>
        <Button variant="secondary" onClick={onRetry}>
          {t('quote.retry')}
        </Button>
      </div>
    )
  }
  if (!quote) {
    return <div role="status">{loading && <Text variant="muted">{t('quote.loading')}</Text>}</div>
  }
  const lines = quoteLines(quote, language)
  const rows: Array<[string, string]> = [
    [t('quote.fees'), formatMoney(lines.fees, language)],
    [t('quote.subtotal'), formatMoney(lines.subtotal, language)],
    [t('quote.total'), formatMoney(lines.total, language)],
    [
      t('quote.receive'),
      t('quote.amount', { amount: lines.receive.value, symbol: lines.receive.currency }),
    ],
  ]
  return (
    <section aria-label={t('quote.label')} aria-busy={loading}>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: '4px 12px',
          margin: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--portico-muted)' }}>{label}</dt>
            <dd style={{ margin: 0, textAlign: 'end' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
