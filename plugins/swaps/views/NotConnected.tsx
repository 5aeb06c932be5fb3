import { Button, Text, usePortico, useT } from 'portico/ui'
import { SWAP_STYLES } from './styles'

/** What the swap views show without a connected account: there is nothing to swap from. */
export function NotConnected() {
  const t = useT('swaps')
  const modal = usePortico()
  return (
    <div className="swap">
      <style>{SWAP_STYLES}</style>
      <Text>{t('notConnected')}</Text>
      <Button onClick={() => modal.router.push('Connect')}>{t('connect')}</Button>
    </div>
  )
}
