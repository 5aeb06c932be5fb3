import { useEffect, useState } from 'react'
import { selectActiveAccount } from '../../../core/account/slice'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { useModalRuntime } from '../../ui/runtime'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import Networks from '../Networks/Networks'
import { loadConnection } from '../shared/connection'

/**
 * Opened when the wallet sits on a network the host did not configure: says so,
 * offers the host's networks, and once the wallet is on one of them (switched from here or
 * in the wallet) gives way: back to the view it was opened over, or closed when it was the
 * first. A disconnected wallet closes it.
 */
function UnsupportedChain(props: ViewProps) {
  const modal = useModalRuntime()
  const t = useT()
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectActiveAccount)
  const supported = useAppSelector((state) =>
    state.options.networks.some((network) => network.caipNetworkId === account.caipNetworkId),
  )
  const openedOver = useAppSelector((state) => state.router.history.length > 1)
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (account.status !== 'connected') modal.close()
    else if (supported) {
      if (openedOver) modal.router.back()
      else modal.close()
    }
  }, [account.status, supported, openedOver, modal])

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Text>{t('unsupportedChain.message')}</Text>
      <Networks {...props} />
      <Button
        variant="secondary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          void loadConnection()
            .then((connection) => dispatch(connection.disconnect()))
            .finally(() => modal.close())
        }}
      >
        {t('unsupportedChain.disconnect')}
      </Button>
    </div>
  )
}

export default UnsupportedChain
