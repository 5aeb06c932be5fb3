import { Button, Text, usePortico, useT } from 'portico/ui'
import { SEND_STYLES } from './styles'

/** What the send views show without a connected account: there is nothing to send from. */
export function NotConnected() {
  const t = useT('send')
  const modal = usePortico()
  return (
    <div className="send">
      <style>{SEND_STYLES}</style>
      <Text>{t('notConnected')}</Text>
      <Button onClick={() => modal.router.push('Connect')}>{t('connect')}</Button>
    </div>
  )
}
