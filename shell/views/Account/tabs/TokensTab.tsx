import { useCallback, useMemo } from 'react'
import { selectActiveAccount } from '../../../../core/account/slice'
import { useT } from '../../../ui/i18n'
import { Text } from '../../../ui/Text'
import { TokenRow, tokenBalanceRow } from '../../../ui/TokenRow'
import { useAppSelector } from '../../../ui/store'
import type { ViewProps } from '../../../ui/view'
import { useWindowedList } from '../../../ui/windowing'

/** A token row's height with the list's gap, in px, until the rows drawn are measured. */
const TOKEN_ROW_ESTIMATE = 57

/**
 * The Tokens tab: the account's token balances on its network, with their USD value in the
 * modal's language. A long list (thousands of tokens) is drawn in windows as the modal's body
 * scrolls: the rows in view are in the DOM, each saying its place in the whole list, and the
 * list itself takes keyboard focus so that the arrow keys scroll it.
 */
export default function TokensTab(_props: ViewProps) {
  const t = useT()
  const { tokenBalance } = useAppSelector(selectActiveAccount)
  const tokens = useMemo(() => tokenBalance ?? [], [tokenBalance])
  const keyOf = useCallback(
    (index: number) => {
      const token = tokens[index]
      return token ? `${token.chainId}:${token.address ?? 'native'}` : index
    },
    [tokens],
  )
  const { setList, ...list } = useWindowedList<HTMLUListElement>({
    count: tokens.length,
    estimateSize: TOKEN_ROW_ESTIMATE,
    itemKey: keyOf,
  })
  if (tokenBalance === undefined) return null
  if (tokenBalance.length === 0) return <Text>{t('account.tokens.empty')}</Text>

  const rows = []
  for (let index = list.first; index <= list.last; index += 1) {
    const token = tokens[index]
    if (!token) continue
    rows.push(
      <li
        key={keyOf(index)}
        {...list.itemProps(index)}
        aria-setsize={list.windowed ? tokens.length : undefined}
        aria-posinset={list.windowed ? index + 1 : undefined}
      >
        <TokenRow {...tokenBalanceRow(token)} />
      </li>,
    )
  }
  return (
    <ul
      ref={setList}
      className="list"
      role="list"
      aria-label={t('account.tabs.tokens')}
      style={list.spacing}
      // Drawn in windows, the list takes focus: its rows have no control to tab to.
      tabIndex={list.windowed ? 0 : undefined}
    >
      {rows}
    </ul>
  )
}
