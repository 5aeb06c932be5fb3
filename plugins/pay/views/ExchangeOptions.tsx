import { useId } from 'react'
import { openBlankTab } from 'portico/plugin'
import { ListItem, Spinner, Text, useAppDispatch, usePluginApi, useT } from 'portico/ui'
import type { ExchangeApi } from '../endpoints'
import { payWithExchange } from '../exchangePayment'
import type { PayState } from '../slice'

/**
 * One option per exchange (at most 2), a spinner while they load, 'No exchanges available'
 * when there are none. While one exchange's page is on its way, every option waits.
 */
export function ExchangeOptions({ pay, disabled }: { pay: PayState; disabled: boolean }) {
  const t = useT('pay')
  const dispatch = useAppDispatch()
  const api = usePluginApi<ExchangeApi>()
  const labelId = useId()
  const { exchanges, exchangesStatus, loadingExchangeId } = pay

  const choose = (exchangeId: string) => {
    // Opened now, inside the click: after the pay URL's round trip a browser would block it.
    const tab = pay.config?.openInNewTab ? openBlankTab() : undefined
    void dispatch(payWithExchange(api, exchangeId, tab))
  }

  if (exchangesStatus === 'idle' || exchangesStatus === 'loading') {
    return <Spinner label={t('exchangesLoading')} />
  }
  if (exchanges.length === 0) return <Text variant="muted">{t('noExchanges')}</Text>
  return (
    <>
      <Text variant="muted" id={labelId}>
        {t('exchanges')}
      </Text>
      <ul className="list" aria-labelledby={labelId}>
        {exchanges.map((exchange) => {
          const loading = exchange.id === loadingExchangeId
          return (
            <li key={exchange.id}>
              <ListItem
                title={exchange.name}
                description={t(loading ? 'exchangeOpening' : 'exchangeHint', {
                  exchange: exchange.name,
                })}
                imageUrl={exchange.imageUrl || undefined}
                disabled={disabled || loadingExchangeId !== undefined}
                aria-busy={loading}
                end={loading ? <Spinner /> : undefined}
                onClick={() => choose(exchange.id)}
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
