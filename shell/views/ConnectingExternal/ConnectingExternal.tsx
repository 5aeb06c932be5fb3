import { connectRequested, selectConnectFailure } from '../../../core/connection/attemptSlice'
import type { ConnectFailure } from '../../../core/connection/connectFailure'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { Spinner } from '../../ui/Spinner'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { useConnectors } from '../shared/useConnectors'
import { FailureMessage } from './FailureMessage'

/** The connector id of the route; the data may come from a host's `open({ view, data })`. */
function connectorIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const id = (data as { connectorId?: unknown }).connectorId
  return typeof id === 'string' && id !== '' ? id : undefined
}

/**
 * Connecting through a wallet in the page (announced or injected): shows the wait while the
 * visitor answers in the wallet, and what went wrong when it failed, with Try again. The
 * attempts themselves are a flow of the store (core/connection/attemptStart): arriving here
 * asks the wallet once, and so does each Try again.
 */
export default function ConnectingExternal({ data }: ViewProps) {
  const t = useT()
  const dispatch = useAppDispatch()
  const connectorId = connectorIdOf(data)
  const connector = useConnectors().find((candidate) => candidate.id === connectorId)
  const wallet = connector?.name ?? t('connecting.yourWallet')
  const failure = useAppSelector((state) =>
    connectorId === undefined ? undefined : selectConnectFailure(state, connectorId),
  )
  const shown: ConnectFailure | undefined =
    connectorId === undefined ? { kind: 'unavailable' } : failure

  return (
    <div className="connecting">
      {connector?.imageUrl && (
        <img className="connecting-image" src={connector.imageUrl} alt="" width={64} height={64} />
      )}
      {connector && (
        <Text as="h3" variant="title">
          {connector.name}
        </Text>
      )}
      {shown ? (
        <FailureMessage failure={shown} />
      ) : (
        <>
          <Spinner label={t('connecting.waiting')} />
          <Text>{t('connecting.continueIn', { wallet })}</Text>
          <Text variant="muted">{t('connecting.hint')}</Text>
        </>
      )}
      {shown && connectorId !== undefined && (
        <Button onClick={() => dispatch(connectRequested({ connectorId }))}>
          {t('view.retry')}
        </Button>
      )}
    </div>
  )
}
