import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { Text } from '../../ui/Text'

export interface WalletRow {
  id: string
  name: string
  description?: string
  imageUrl?: string
}

export interface WalletListProps {
  rows: readonly WalletRow[]
  onSelect(id: string): void
}

/** The ways to connect, one row each; an honest empty state when there are none. */
export function WalletList({ rows, onSelect }: WalletListProps) {
  const t = useT()
  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <Text variant="title">{t('connect.empty')}</Text>
        <Text variant="muted">{t('connect.emptyHint')}</Text>
      </div>
    )
  }
  return (
    // role="list" again: Safari drops list semantics from lists styled without bullets.
    <ul className="list" role="list" aria-label={t('connect.listLabel')}>
      {rows.map((row) => (
        <li key={row.id}>
          <ListItem
            title={row.name}
            description={row.description}
            imageUrl={row.imageUrl}
            onClick={() => onSelect(row.id)}
          />
        </li>
      ))}
    </ul>
  )
}
