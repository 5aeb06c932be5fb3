import type { TokenBalanceEntry } from '../../core/account/slice'
import { useAmountFormat, useFiatFormat } from './formatters'
import { useT } from './i18n'
import { ListItem } from './ListItem'
import { TokenIcon } from './TokenIcon'

export interface TokenRowProps {
  /** The token's name ("USD Coin"). */
  name: string
  /** Its symbol ("USDC"). */
  symbol: string
  /**
   * Its icon; decorative (the name says which token it is). Without one the service's token
   * image is asked for by symbol; a letter badge stands in while it loads or if it fails.
   */
  iconUrl?: string
  /** The holding as a decimal string in whole units ("42.5"), shown cut to 4 decimals. */
  balance?: string
  /** The holding's worth in `currency`, formatted in the modal's language. */
  fiatValue?: number
  /** The currency of `fiatValue`; USD by default. */
  currency?: string
  /**
   * Makes the row a button (a token picker's choice). Its title is the name and its
   * description "42.5 USDC · $42.50" unless `title` and `description` say otherwise.
   */
  onClick?: () => void
  /** A button row's title, instead of the name. */
  title?: string
  /** A button row's description, instead of the holding and its worth. */
  description?: string
  /** Marks a button row as the chosen token (`aria-current`). */
  current?: boolean
}

/**
 * The `TokenRow` props of one of the account's token balances (`selectTokenBalances`): its
 * name, symbol, icon, holding and worth in USD.
 */
export function tokenBalanceRow(
  token: TokenBalanceEntry,
): Pick<TokenRowProps, 'name' | 'symbol' | 'iconUrl' | 'balance' | 'fiatValue'> {
  return {
    name: token.name,
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    balance: token.quantity.numeric,
    fiatValue: token.value,
  }
}

/**
 * A token: icon, name, holding with its symbol, and worth in fiat. A row of a list as it is,
 * or a full-width button (`onClick`) for choosing it.
 */
export function TokenRow({
  name,
  symbol,
  iconUrl,
  balance,
  fiatValue,
  currency = 'USD',
  onClick,
  title,
  description,
  current,
}: TokenRowProps) {
  const t = useT()
  const fiat = useFiatFormat(currency)
  const formatAmount = useAmountFormat()
  const amount = balance === undefined ? undefined : formatAmount(balance)
  const value = fiatValue === undefined ? undefined : fiat.format(fiatValue)

  if (onClick) {
    let holding: string | undefined
    if (amount !== undefined && value !== undefined)
      holding = t('ui.tokenHolding', { amount, symbol, value })
    else if (amount !== undefined) holding = `${amount} ${symbol}`
    else holding = value
    return (
      <ListItem
        title={title ?? name}
        description={description ?? holding}
        image={
          <TokenIcon symbol={symbol} iconUrl={iconUrl} size={32} className="list-item-image" />
        }
        aria-current={current ? 'true' : undefined}
        onClick={onClick}
      />
    )
  }

  return (
    <div className="token-row">
      <TokenIcon symbol={symbol} iconUrl={iconUrl} size={28} className="token-row-icon" />
      <span className="token-name">{name}</span>
      {/* Amounts stay left to right in a right-to-left modal. */}
      <span className="token-amount" dir="ltr">
        {amount === undefined ? symbol : `${amount} ${symbol}`}
      </span>
      {value !== undefined && (
        <span className="token-value" dir="ltr">
          {value}
        </span>
      )}
    </div>
  )
}
