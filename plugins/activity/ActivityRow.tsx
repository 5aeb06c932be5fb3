import { useId } from 'react'
import type { Network } from 'portico/plugin'
import type { Translate } from 'portico/ui'
import { fullDate, timeAgo } from './dates'
import { directionOf, explorerLink, shownLines, transferLine } from './describe'
import type { HistoryTransaction } from './schemas'

export interface ActivityRowProps {
  transaction: HistoryTransaction
  /** The connected address: a call that moved no value is "sent" when it signed it. */
  account: string
  networks: readonly Network[]
  now: Date
  language: string
  t: Translate
  /** Attributes for the row's element: a windowed list's place and measuring marks. */
  attributes?: Record<`aria-${string}` | `data-${string}`, string | number | undefined>
}

// Decorative: the link's own label names it.
const ExternalIcon = () => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M9.5 2.5h4v4M13.5 2.5L7 9M12 9.5v3a1 1 0 0 1-1 1H3.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3" />
  </svg>
)

/**
 * One transaction: which way it went, its signed amounts with token icons, its status and
 * how long ago, and a link to the network's block explorer when the network has one.
 */
export function ActivityRow({
  transaction,
  account,
  networks,
  now,
  language,
  t,
  attributes,
}: ActivityRowProps) {
  const summaryId = useId()
  const { metadata } = transaction
  const minedAt = new Date(metadata.minedAt)
  const lines = transaction.transfers.map((transfer) => transferLine(transfer, language))
  const explorer = explorerLink(networks, transaction)
  const icons = lines.filter((line) => line.iconUrl !== undefined).slice(0, 2)
  const { shown, more } = shownLines(lines)

  return (
    <li className="activity-row" data-status={metadata.status} {...attributes}>
      <span className="activity-icons">
        {icons.map((line, index) => (
          <img
            key={`${index}:${line.iconUrl}`}
            src={line.iconUrl}
            alt={line.iconAlt ?? t('nft')}
            width={32}
            height={32}
          />
        ))}
      </span>
      <span className="activity-main" id={summaryId}>
        <span className="activity-title">
          {t(`direction.${directionOf(transaction, account)}`)}
        </span>
        <span className="activity-meta">
          <span data-status={metadata.status}>{t(`status.${metadata.status}`)}</span>
          {' · '}
          <time dateTime={metadata.minedAt} title={fullDate(minedAt, language)}>
            {timeAgo(minedAt, now, language)}
          </time>
        </span>
      </span>
      <span className="activity-amounts">
        {shown.map((line, index) => (
          <span
            key={index}
            className="activity-amount"
            data-direction={line.direction}
            // An amount and its symbol read left to right in a right-to-left modal too.
            dir="ltr"
          >
            {line.amount} {line.unit ?? t('nft')}
          </span>
        ))}
        {more > 0 ? (
          <span className="activity-amount activity-more">
            {t('moreTransfers', { count: more })}
          </span>
        ) : null}
      </span>
      {explorer ? (
        <a
          className="activity-explorer"
          href={explorer.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('explorer', { explorer: explorer.name })}
          aria-describedby={summaryId}
          title={t('explorer', { explorer: explorer.name })}
        >
          <ExternalIcon />
        </a>
      ) : null}
    </li>
  )
}
