import { useId, useMemo, useRef, type ReactNode } from 'react'
import { selectActiveAccount } from 'portico/plugin'
import {
  Button,
  Skeleton,
  Text,
  useAppSelector,
  useI18n,
  usePortico,
  useT,
  type Translate,
} from 'portico/ui'
import { ActivityRow } from './ActivityRow'
import { dayGroupOf, type DayGroup } from './dates'
import type { HistoryTransaction } from './schemas'
import { ACTIVITY_STYLES } from './styles'
import { useHistory } from './useHistory'
import { useNearEnd } from './useNearEnd'

interface Group {
  key: string
  label: string
  transactions: HistoryTransaction[]
}

const labelOf = (label: DayGroup['label'], t: Translate) =>
  label.kind === 'date' ? label.text : t(label.kind)

/** Transactions under their day headings, in the order the service sent them (newest first). */
function groupByDay(
  transactions: readonly HistoryTransaction[],
  now: Date,
  language: string,
  t: Translate,
): Group[] {
  const groups = new Map<string, Group>()
  for (const transaction of transactions) {
    const { key, label } = dayGroupOf(new Date(transaction.metadata.minedAt), now, language)
    const group = groups.get(key)
    if (group) group.transactions.push(transaction)
    else groups.set(key, { key, label: labelOf(label, t), transactions: [transaction] })
  }
  return [...groups.values()]
}

/** The list's box, with the plugin's stylesheet (drawn in the modal's shadow root). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="activity">
      <style>{ACTIVITY_STYLES}</style>
      {children}
    </div>
  )
}

/**
 * The connected account's activity on its network, shared by the Account view's Activity
 * tab and the Activity view: day groups of rows, the next page when the visitor scrolls near
 * the end (or presses "Load more"), and 'Failed to fetch transactions' with a Retry that
 * keeps the rows already shown.
 */
export function ActivityList() {
  const t = useT('activity')
  const { i18n } = useI18n()
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const networks = useAppSelector((state) => state.options.networks)
  const connected = account.status === 'connected'
  const address = connected ? account.address : undefined
  const chainId = connected ? account.caipNetworkId : undefined
  const history = useHistory(
    address !== undefined && chainId !== undefined ? { address, chainId } : undefined,
  )
  const end = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const language = i18n.language
  const { transactions } = history

  useNearEnd(
    end,
    history.loadMore,
    history.status === 'ready' && history.hasMore && !history.failed,
    transactions.length,
  )

  // "Now" is read once per change of the list, so headings and row times agree.
  const { groups, now } = useMemo(() => {
    const read = new Date()
    return { groups: groupByDay(transactions, read, language, t), now: read }
  }, [transactions, language, t])

  // Without an account (or its network) there is nothing to ask the service for.
  if (address === undefined || history.status === 'idle') {
    return (
      <Frame>
        <Text>{t('connectFirst')}</Text>
        <Button onClick={() => modal.router.push('Connect')}>{t('connectWallet')}</Button>
      </Frame>
    )
  }

  const failure = history.failed && (
    <div role="alert" className="activity-end">
      <Text>{t('failed')}</Text>
      <Button variant="secondary" onClick={history.retry}>
        {t('retry')}
      </Button>
    </div>
  )

  if (history.status !== 'ready') {
    return <Frame>{history.status === 'error' ? failure : <Skeleton label={t('loading')} />}</Frame>
  }

  return (
    <Frame>
      {transactions.length === 0 && !history.failed ? <Text>{t('empty')}</Text> : null}
      {groups.map((group) => {
        const headingId = `${baseId}-${group.key}`
        return (
          <section key={group.key} className="activity-group" aria-labelledby={headingId}>
            <Text as="h3" variant="small" id={headingId}>
              {group.label}
            </Text>
            <ul aria-labelledby={headingId}>
              {group.transactions.map((transaction) => (
                <ActivityRow
                  key={transaction.id}
                  transaction={transaction}
                  account={address}
                  networks={networks}
                  now={now}
                  language={language}
                  t={t}
                />
              ))}
            </ul>
          </section>
        )
      })}
      {failure}
      {history.hasMore && !history.failed ? (
        <div className="activity-end">
          {history.loadingMore ? <Skeleton label={t('loadingMore')} rows={1} /> : null}
          {/* Kept enabled while the page loads, so a keyboard visitor's focus stays on it. */}
          <Button variant="secondary" onClick={history.loadMore}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
      <div ref={end} className="activity-sentinel" aria-hidden="true" />
    </Frame>
  )
}
