import { selectActiveAccount } from 'portico/plugin'
import {
  NotConnected,
  SearchableList,
  Skeleton,
  Text,
  TokenRow,
  useAppDispatch,
  useAppSelector,
  useAmountFormat,
  useFiatFormat,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import type { SwapToken } from '../schemas'
import { selectSwaps, tokenChosen } from '../slice'
import { useSwapMarket } from './useSwapContext'

/** Whether a token's name or symbol contains the search, ignoring case. */
export function matchesSearch(token: SwapToken, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return (
    needle === '' ||
    token.name.toLowerCase().includes(needle) ||
    token.symbol.toLowerCase().includes(needle)
  )
}

const tokenKey = (token: SwapToken) => token.address

/**
 * The network's tradable tokens for one side of the swap, each with the account's holding
 * and its USD price, searchable by name or symbol. Choosing one returns to the form.
 */
export default function SwapSelectToken({ data }: ViewProps<{ side: 'from' | 'to' }>) {
  const t = useT('swaps')
  const account = useAppSelector(selectActiveAccount)
  if (account.status !== 'connected' || !account.caipNetworkId)
    return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />
  return <TokenList caipNetworkId={account.caipNetworkId} side={data.side} />
}

function TokenList({ caipNetworkId, side }: { caipNetworkId: string; side: 'from' | 'to' }) {
  const t = useT('swaps')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const usd = useFiatFormat()
  const format = useAmountFormat()
  const market = useSwapMarket(caipNetworkId)
  const form = useAppSelector(selectSwaps)
  const chosen = side === 'from' ? form.fromToken : form.toToken

  const choose = (token: SwapToken) => {
    dispatch(tokenChosen({ side, token: token.address }))
    modal.router.back()
  }

  return (
    <SearchableList
      items={market.list ?? []}
      itemKey={tokenKey}
      matches={matchesSearch}
      searchLabel={t('search')}
      listLabel={t(side === 'from' ? 'sellList' : 'buyList')}
      loading={!market.list && <Skeleton label={t('loadingTokens')} />}
      noMatch={(term) => <Text role="status">{t('noMatch', { term })}</Text>}
      renderItem={(token) => {
        const held = market.balanceOf(token)
        const price = token.price > 0 ? usd.format(token.price) : t('unknown')
        return (
          <TokenRow
            name={token.name}
            symbol={token.symbol}
            iconUrl={token.logoUri}
            title={`${token.symbol} · ${token.name}`}
            description={
              held === undefined
                ? t('tokenPrice', { price })
                : t('tokenHolding', { amount: format(held), symbol: token.symbol, price })
            }
            current={chosen === token.address}
            onClick={() => choose(token)}
          />
        )
      }}
    />
  )
}
