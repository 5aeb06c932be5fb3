import { findCatalogueNetwork } from 'portico/plugin'
import { Text, useAppSelector, useLanguage, useT } from 'portico/ui'
import { NO_AMOUNT, displayPaymentAmount } from './paymentAmount'
import type { PaymentConfig } from '../config'

/** What is paid: the amount and symbol, and the network (0.0000 Unknown Asset by default). */
export function PaymentSummary({ config }: { config: PaymentConfig | undefined }) {
  const t = useT('pay')
  const language = useLanguage()
  const networks = useAppSelector((state) => state.options.networks)
  const caipNetworkId = config?.paymentAsset.network
  // The host's own networks first; an exchange payment may be on one it did not configure.
  const network =
    networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ??
    (caipNetworkId === undefined ? undefined : findCatalogueNetwork(caipNetworkId))

  return (
    <div style={{ display: 'grid', gap: 2, justifyItems: 'center', padding: '8px 0' }}>
      {/* An amount reads left to right in any language. */}
      <Text as="h3" variant="title" dir="ltr" style={{ fontSize: '1.6em' }}>
        {t('amount', {
          amount: displayPaymentAmount(config?.amount ?? NO_AMOUNT, language),
          symbol: config?.paymentAsset.metadata.symbol ?? t('unknownAsset'),
        })}
      </Text>
      <Text variant="muted">
        {t('onNetwork', { network: network?.name ?? t('unknownNetwork') })}
      </Text>
    </div>
  )
}
