import { useState } from 'react'
import { selectActiveAccount } from 'portico/plugin'
import {
  ListItem,
  Skeleton,
  Text,
  displayAmount,
  useAppDispatch,
  useAppSelector,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import type { SwapToken } from '../schemas'
import { selectSwaps, tokenChosen } from '../slice'
import { NotConnected } from './NotConnected'
import { SWAP_STYLES } from './styles'
import { useSwapMarket } from './useSwapContext'
import { useUsdFormat } from './useUsdFormat'

/** Whether a token's name or symbol contains the search, ignoring case. */
export function matchesSearch(token: SwapToken, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return (
    needle === '' ||
    token.name.toLowerCase().includes(needle) ||
    token.symbol.toLowerCase().includes(needle)
  )
}

/**
 * The network's tradable tokens for one side of the swap, each with the account's holding
 * and its USD price, searchable by name or symbol. Choosing one returns to the form.
 */
export default function SwapSelectToken({ data }: ViewProps<{ side: 'from' | 'to' }>) {
  const account = useAppSelector(selectActiveAccount)
  if (account.status !== 'connected' || !account.caipNetworkId) return <NotConnected />
  return <TokenList caipNetworkId={account.caipNetworkId} side={data.side} />
}

function TokenList({ caipNetworkId, side }: { caipNetworkId: string; side: 'from' | 'to' }) {
  const t = useT('swaps')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const usd = useUsdFormat()
  const market = useSwapMarket(caipNetworkId)
  const form = useAppSelector(selectSwaps)
  const [search, setSearch] = useState('')
  const chosen = side === 'from' ? form.fromToken : form.toToken

  const choose = (token: SwapToken) => {
    dispatch(tokenChosen({ side, token: token.address }))
    modal.router.back()
  }

  let list
  if (!market.list) list = <Skeleton label={t('loadingTokens')} />
  else {
    const shown = market.list.filter((token) => matchesSearch(token, search))
    list =
      shown.length === 0 ? (
        <Text role="status">{t('noMatch', { term: search })}</Text>
      ) : (
        <ul className="swap-tokens" aria-label={t(side === 'from' ? 'sellList' : 'buyList')}>
          {shown.map((token) => {
            const held = market.balanceOf(token)
            const price = token.price > 0 ? usd.format(token.price) : t('unknown')
            return (
              <li key={token.address}>
                <ListItem
                  title={`${token.symbol} · ${token.name}`}
                  description={
                    held === undefined
                      ? t('tokenPrice', { price })
                      : t('tokenHolding', {
                          amount: displayAmount(held),
                          symbol: token.symbol,
                          price,
                        })
                  }
                  imageUrl={token.logoUri || undefined}
                  aria-current={chosen === token.address ? ('true' as const) : undefined}
                  onClick={() => choose(token)}
                />
              </li>
            )
          })}
        </ul>
      )
  }

  return (
    <div className="swap">
      <style>{SWAP_STYLES}</style>
      <input
        className="swap-input"
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list}
    </div>
  )
}
