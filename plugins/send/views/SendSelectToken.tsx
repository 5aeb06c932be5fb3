import { useEffect } from 'react'
import { refreshBalance, selectActiveAccount, type TokenBalanceEntry } from 'portico/plugin'
import {
  NotConnected,
  SearchableList,
  Skeleton,
  Text,
  TokenRow,
  tokenBalanceRow,
  useAppDispatch,
  useAppSelector,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import { selectSend, tokenChosen } from '../slice'

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
  const connected = account.status === 'connected'

  useEffect(() => {
    if (connected) void dispatch(refreshBalance())
  }, [connected, dispatch])

  if (!connected) return <NotConnected message={t('notConnected')} connectLabel={t('connect')} />

  // The account's balances are cleared while they are read again (a new network or account).
  const loading = account.tokenBalance === undefined && !account.balanceUnavailable

  const choose = (token: TokenBalanceEntry) => {
    dispatch(tokenChosen(token))
    if (cameFromForm) modal.router.back()
    else modal.router.replace('Send')
  }

  return (
    <SearchableList
      items={tokenBalances}
      itemKey={tokenKey}
      matches={matchesSearch}
      searchLabel={t('search')}
      listLabel={t('tokenList')}
      loading={loading && <Skeleton label={t('balancesLoading')} />}
      empty={<Text>{t('noTokens')}</Text>}
      noMatch={(term) => <Text role="status">{t('noMatch', { term })}</Text>}
      renderItem={(token) => (
        <TokenRow
          {...tokenBalanceRow(token)}
          current={chosen !== undefined && tokenKey(chosen) === tokenKey(token)}
          onClick={() => choose(token)}
        />
      )}
    />
  )
}
