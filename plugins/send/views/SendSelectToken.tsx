import { useEffect, useState } from 'react'
import { refreshBalance, selectActiveAccount, type TokenBalanceEntry } from 'portico/plugin'
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
import { selectSend, tokenChosen } from '../slice'
import { NotConnected } from './NotConnected'
import { SEND_STYLES } from './styles'
import { useUsdFormat } from './useUsdFormat'

const tokenKey = (token: TokenBalanceEntry) => `${token.chainId}:${token.address ?? 'native'}`

/** Whether a token's name or symbol contains the search, ignoring case. */
function matchesSearch(token: TokenBalanceEntry, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return (
    needle === '' ||
    token.name.toLowerCase().includes(needle) ||
    token.symbol.toLowerCase().includes(needle)
  )
}

/**
 * The account's tokens on its active network, each with its holding and worth in USD,
 * searchable by name or symbol. Choosing one returns to the form with it.
 */
export default function SendSelectToken(_props: ViewProps) {
  const t = useT('send')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const { token: chosen, tokenBalances } = useAppSelector(selectSend)
  const cameFromForm = useAppSelector((state) => state.router.history.at(-2)?.view === 'Send')
  const usd = useUsdFormat()
  const [search, setSearch] = useState('')
  const connected = account.status === 'connected'

  useEffect(() => {
    if (connected) void dispatch(refreshBalance())
  }, [connected, dispatch])

  if (!connected) return <NotConnected />

  // The account's balances are cleared while they are read again (a new network or account).
  const loading = account.tokenBalance === undefined && !account.balanceUnavailable
  const shown = tokenBalances.filter((token) => matchesSearch(token, search))

  const choose = (token: TokenBalanceEntry) => {
    dispatch(tokenChosen(token))
    if (cameFromForm) modal.router.back()
    else modal.router.replace('Send')
  }

  let list
  if (loading) list = <Skeleton label={t('balancesLoading')} />
  else if (tokenBalances.length === 0) list = <Text>{t('noTokens')}</Text>
  else if (shown.length === 0) list = <Text role="status">{t('noMatch', { term: search })}</Text>
  else {
    list = (
      <ul className="send-tokens" aria-label={t('tokenList')}>
        {shown.map((token) => (
          <li key={tokenKey(token)}>
            <ListItem
              title={token.name}
              description={t('tokenHolding', {
                amount: displayAmount(token.quantity.numeric),
                symbol: token.symbol,
                value: usd.format(token.value),
              })}
              imageUrl={token.iconUrl || undefined}
              aria-current={
                chosen && tokenKey(chosen) === tokenKey(token) ? ('true' as const) : undefined
              }
              onClick={() => choose(token)}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="send">
      <style>{SEND_STYLES}</style>
      <input
        className="send-input"
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
