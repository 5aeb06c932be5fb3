import { useT } from '../../ui/i18n'
import { Text } from '../../ui/Text'
import type { ConnectFailure } from '../../../core/connection/connectFailure'

const TEXTS = {
  rejected: { title: 'connecting.rejected', hint: 'connecting.rejectedHint' },
  unavailable: { title: 'connecting.unavailable', hint: 'connecting.unavailableHint' },
  failed: { title: 'connecting.failed' },
} as const satisfies Record<ConnectFailure['kind'], { title: string; hint?: string }>

/** A failed connect in words; an alert, so it is read out when it replaces the wait. */
export function FailureMessage({ failure }: { failure: ConnectFailure }) {
  const t = useT()
  const texts = TEXTS[failure.kind]
  // An unexpected failure is explained by the error's own message, when it has one.
  const detail = 'hint' in texts ? t(texts.hint) : failure.kind === 'failed' && failure.detail
  return (
    <div className="connecting-failure" role="alert">
      <Text variant="title">{t(texts.title)}</Text>
      {detail && <Text variant="muted">{detail}</Text>}
    </div>
  )
}
