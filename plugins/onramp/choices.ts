import { limitsFor, paymentCurrencyIds, type AmountLimits } from './limits'
import type { OnrampNetwork, OnrampOptions, PaymentMethod, PurchaseCurrency } from './schemas'
import type { BuyForm } from './slice'

/** The connected network as the Buy view needs it when the options cannot be read. */
export interface ActiveNetworkFacts {
  /** The EVM chain id, e.g. 8453. */
  chainId: number
  name: string
  nativeSymbol: string
  nativeName: string
}

/** The Buy form resolved against the options: every choice valid, defaults filled in. */
export interface BuyChoices {
  currencies: PurchaseCurrency[]
  currency: PurchaseCurrency | undefined
  networks: OnrampNetwork[]
  network: OnrampNetwork | undefined
  paymentCurrencies: string[]
  paymentCurrency: string
  method: PaymentMethod
  /** The chosen method's limits in the chosen payment currency. */
  limits: AmountLimits | undefined
  amount: string
  /** The options could not be read: the fallback limits and the connected network apply. */
  fallback: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A currency named by id or symbol (`usdc`, `USDC`). */
const findCurrency = (currencies: PurchaseCurrency[], named: string) =>
  currencies.find((entry) => same(entry.id, named)) ??
  currencies.find((entry) => same(entry.symbol, named))

/** A network named by its options name, its CAIP-2 id (`eip155:8453`) or its chain id. */
export const findNetwork = (networks: OnrampNetwork[], named: string) =>
  networks.find(
    (entry) =>
      same(entry.name, named) || named === `eip155:${entry.chain_id}` || named === entry.chain_id,
  )

/** What is offered when the options failed: the connected network's own currency. */
function fallbackCurrencies(active: ActiveNetworkFacts | undefined): PurchaseCurrency[] {
  if (!active) return []
  return [
    {
      id: active.nativeSymbol.toLowerCase(),
      name: active.nativeName,
      symbol: active.nativeSymbol,
      networks: [
        {
          name: `eip155:${active.chainId}`,
          display_name: active.name,
          chain_id: String(active.chainId),
          contract_address: '',
        },
      ],
    },
  ]
}

/**
 * The choices on screen: the form's own where they are offered; otherwise the currency
 * sold on the connected network (the first one listed), the connected network when the
 * currency is delivered there, USD when it is offered.
 */
export function resolveBuyChoices(
  options: OnrampOptions | undefined,
  form: BuyForm,
  active: ActiveNetworkFacts | undefined,
): BuyChoices {
  const fallback = options === undefined
  const currencies = options ? options.purchaseCurrencies : fallbackCurrencies(active)
  const activeChain = active ? String(active.chainId) : undefined
  const onActive = (entry: PurchaseCurrency) =>
    entry.networks.some((network) => network.chain_id === activeChain)
  const currency =
    (form.currency !== undefined ? findCurrency(currencies, form.currency) : undefined) ??
    currencies.find(onActive) ??
    currencies[0]
  const networks = currency?.networks ?? []
  const network =
    (form.network !== undefined ? findNetwork(networks, form.network) : undefined) ??
    networks.find((entry) => entry.chain_id === activeChain) ??
    networks[0]
  const paymentCurrencies = paymentCurrencyIds(options)
  const paymentCurrency =
    (form.paymentCurrency !== undefined &&
      paymentCurrencies.find((id) => same(id, form.paymentCurrency ?? ''))) ||
    paymentCurrencies.find((id) => id === 'USD') ||
    paymentCurrencies[0] ||
    'USD'
  return {
    currencies,
    currency,
    networks,
    network,
    paymentCurrencies,
    paymentCurrency,
    method: form.method,
    limits: limitsFor(options, paymentCurrency, form.method),
    amount: form.amount,
    fallback,
  }
}
