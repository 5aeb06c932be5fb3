import { useEffect, useRef, useState } from 'react'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { Spinner } from '../../ui/Spinner'
import { useAppDispatch } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { loadConnection } from '../shared/connection'
import { useConnectors } from '../shared/useConnectors'
import { useMountedRef } from '../shared/useMountedRef'
import { connectFailure, type ConnectFailure } from './connectFailure'
import { FailureMessage } from './FailureMessage'

/** The connector id of the route; the data may come from a host's `open({ view, data })`. */
function connectorIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const id = (data as { connectorId?: unknown }).connectorId
  return typeof id === 'string' && id !== '' ? id : undefined
}

/**
 * Connecting through a wallet in the page (announced or injected): asks the wallet once on
 * arrival and once per Try again, waits while the visitor answers there, and says what went
 * wrong when it fails.
 */
export default function ConnectingExternal({ data }: ViewProps) {
  const t = useT()
  const dispatch = useAppDispatch()
  const connectorId = connectorIdOf(data)
  const connector = useConnectors().find((candidate) => candidate.id === connectorId)
  const wallet = connector?.name ?? t('connecting.yourWallet')
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<ConnectFailure>()
  const mounted = useMountedRef()
  // StrictMode runs every effect twice on mount; the wallet must still prompt only once.
  const startedAttempt = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (connectorId === undefined || startedAttempt.current === attempt) return
    startedAttempt.current = attempt
    void (async () => {
      // What follows a success (UnsupportedChain, a plugin's step, closing) is decided in
      // one place for every way of connecting: core/connection/afterConnect.
      try {
        const { connectWith } = await loadConnection()
        await dispatch(connectWith(connectorId))
      } catch (error) {
        if (mounted.current) setFailure(connectFailure(error))
      }
    })()
  }, [attempt, connectorId, dispatch, mounted])

  const retry = () => {
    setFailure(undefined)
    setAttempt((count) => count + 1)
  }
  const shown: ConnectFailure | undefined =
    connectorId === undefined ? { kind: 'unavailable' } : failure

  return (
    <div className="connecting">
      {connector?.imageUrl && <img className="connecting-image" src={connector.imageUrl} alt="" />}
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
      {shown && connectorId !== undefined && <Button onClick={retry}>{t('view.retry')}</Button>}
    </div>
  )
}
