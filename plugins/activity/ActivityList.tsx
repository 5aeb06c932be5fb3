import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react'
import { selectActiveAccount } from 'portico/plugin'
import {
  Button,
  Skeleton,
  Text,
  useAppSelector,
  useI18n,
  usePortico,
  useT,
  useWindowedList,
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

/** One line of the list as windowing counts them: a day's heading, or a transaction. */
type Line =
  | { kind: 'heading'; group: Group }
  | { kind: 'row'; group: Group; transaction: HistoryTransaction; position: number }

/** The groups' headings and rows in one sequence, as they follow one another on screen. */
function linesOf(groups: readonly Group[]): Line[] {
  return groups.flatMap((group) => [
    { kind: 'heading' as const, group },
    ...group.transactions.map((transaction, position) => ({
      kind: 'row' as const,
      group,
      transaction,
      position,
    })),
  ])
}

/** A run of drawn lines of one day: its heading if drawn, then its drawn rows. */
interface Segment {
  group: Group
  heading?: number
  rows: { index: number; line: Extract<Line, { kind: 'row' }> }[]
}

function segmentsOf(lines: readonly Line[], first: number, last: number): Segment[] {
  const segments: Segment[] = []
  for (let index = first; index <= last; index += 1) {
    const line = lines[index]
    if (!line) continue
    let segment = segments.at(-1)
    if (!segment || segment.group !== line.group) {
      segment = { group: line.group, rows: [] }
      segments.push(segment)
    }
    if (line.kind === 'heading') segment.heading = index
    else segment.rows.push({ index, line })
  }
  return segments
}

/** A line's height in px, with the gap after it, until the lines drawn are measured. */
const LINE_ESTIMATE = 60

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
  // A long history (thousands of rows, page after page) is drawn in windows as the modal's
  // body scrolls; a usual one, whole.
  const lines = useMemo(() => linesOf(groups), [groups])
  const lineKey = useCallback(
    (index: number) => {
      const line = lines[index]
      if (!line) return index
      return line.kind === 'heading' ? `day:${line.group.key}` : line.transaction.id
    },
    [lines],
  )
  const { setList, ...list } = useWindowedList<HTMLDivElement>({
    count: lines.length,
    estimateSize: LINE_ESTIMATE,
    itemKey: lineKey,
  })

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
      {lines.length === 0 ? null : (
        <div ref={setList} className="activity-groups" style={list.spacing}>
          {segmentsOf(lines, list.first, list.last).map(({ group, heading, rows }) => {
            const headingId = `${baseId}-${group.key}`
            // A day whose heading scrolled out of the window is named by its label instead.
            const named =
              heading === undefined
                ? { 'aria-label': group.label }
                : { 'aria-labelledby': headingId }
            return (
              <section key={group.key} className="activity-group" {...named}>
                {heading === undefined ? null : (
                  <Text as="h3" variant="small" id={headingId} {...list.itemProps(heading)}>
                    {group.label}
                  </Text>
                )}
                {rows.length > 0 ? (
                  <ul {...named}>
                    {rows.map(({ index, line }) => (
                      <ActivityRow
                        key={line.transaction.id}
                        transaction={line.transaction}
                        account={address}
                        networks={networks}
                        now={now}
                        language={language}
                        t={t}
                        attributes={{
                          ...list.itemProps(index),
                          // Drawn in windows, each row still says where it is in its day.
                          'aria-setsize': list.windowed ? group.transactions.length : undefined,
                          'aria-posinset': list.windowed ? line.position + 1 : undefined,
                        }}
                      />
                    ))}
                  </ul>
                ) : null}
              </section>
            )
          })}
        </div>
      )}
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
