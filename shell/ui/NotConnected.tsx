import { Button } from './Button'
import { useT } from './i18n'
import { useModalRuntime } from './runtime'
import { Text } from './Text'

export interface NotConnectedProps {
  /** Why the view needs a wallet ("Connect a wallet to send from it."); the kit's by default. */
  message?: string
  /** The button's text; the kit's "Connect a wallet" by default. */
  connectLabel?: string
}

/**
 * What a view that needs a connected account shows without one: why, and a button that
 * opens Connect.
 */
export function NotConnected({ message, connectLabel }: NotConnectedProps) {
  const t = useT()
  const modal = useModalRuntime()
  return (
    <div className="not-connected">
      <Text>{message ?? t('ui.notConnected')}</Text>
      <Button onClick={() => modal.router.push('Connect')}>
        {connectLabel ?? t('ui.connect')}
      </Button>
    </div>
  )
}
