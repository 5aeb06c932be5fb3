import { useT } from 'portico/ui'
import { NAME_SUGGESTIONS_SHOWN } from '../constants'
import type { NameSuggestions } from '../schemas'

export interface SuggestionsProps {
  entries: NameSuggestions['suggestions']
  /** The name as typed: not suggested back. */
  typed: string
  disabled: boolean
  onPick(name: string): void
}

/**
 * Names like the one typed, as buttons that put the name in the field; a taken one is shown
 * but cannot be picked. Nothing is drawn without suggestions.
 */
export function Suggestions({ entries, typed, disabled, onPick }: SuggestionsProps) {
  const t = useT('names')
  const shown = entries.filter((entry) => entry.name !== typed).slice(0, NAME_SUGGESTIONS_SHOWN)
  if (shown.length === 0) return null
  return (
    <ul className="names-suggestions" aria-label={t('suggestions.label')}>
      {shown.map((entry) => (
        <li key={entry.name}>
          <button
            type="button"
            className="names-suggestion"
            disabled={disabled || entry.registered}
            aria-label={
              entry.registered
                ? t('suggestions.taken', { name: entry.name })
                : t('suggestions.use', { name: entry.name })
            }
            onClick={() => onPick(entry.name)}
          >
            {entry.name}
          </button>
        </li>
      ))}
    </ul>
  )
}
