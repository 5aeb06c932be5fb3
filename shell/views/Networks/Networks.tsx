import { useState } from 'react'
import { selectActiveAccount } from '../../../core/account/slice'
import type { Network } from '../../../core/chains/network'
import { errorMessage } from '../../../core/errors'
import { showError } from '../../../core/snackbar/show'
import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { NetworkIcon } from '../../ui/NetworkIcon'
import { useModalRuntime } from '../../ui/runtime'
import { Spinner } from '../../ui/Spinner'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import type { ViewProps } from '../../ui/view'
import { loadConnection } from '../shared/connection'
import { useMountedRef } from '../shared/useMountedRef'

/**
 * The host's networks, the wallet's current one marked. Choosing another asks the wallet to
 * switch and goes back once it has; a failed switch stays here (core has already shown the
 * wallet's reason). One switch at a time: the list is disabled while the wallet is asked.
 */
export default function Networks(_props: ViewProps) {
  const t = useT()
  const modal = useModalRuntime()
  const dispatch = useAppDispatch()
  const networks = useAppSelector((state) => state.options.networks)
  const account = useAppSelector(selectActiveAccount)
  const current = account.status === 'connected' ? account.caipNetworkId : undefined
  const [switching, setSwitching] = useState<string>()
  const mounted = useMountedRef()

  const choose = async (network: Network) => {
    if (network.caipNetworkId === current) {
      modal.router.back()
      return
    }
    setSwitching(network.caipNetworkId)
    let switched = false
    try {
      const { switchNetwork } = await loadConnection()
      switched = await dispatch(switchNetwork(network))
    } catch (error) {
      // The wallet's own failures are shown by switchNetwork and resolve false; what throws is
      // a refusal before the wallet is asked (nobody connected, another namespace) or the
      // chunk not loading.
      modal.runtime.logger.warn('The network switch did not start', errorMessage(error))
      void dispatch(showError({ key: 'networks.switchFailed' }))
    }
    if (!mounted.current) return
    setSwitching(undefined)
    if (switched) modal.router.back()
  }

  return (
    // role="list" again: Safari drops list semantics from lists styled without bullets.
    <ul
      className="list"
      role="list"
      aria-label={t('networks.listLabel')}
      aria-busy={switching !== undefined}
    >
      {networks.map((network) => {
        const isCurrent = network.caipNetworkId === current
        const isSwitching = network.caipNetworkId === switching
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              title={network.name}
              description={
                isSwitching
                  ? t('networks.switching')
                  : isCurrent
                    ? t('networks.current')
                    : undefined
              }
              image={
                <NetworkIcon network={network} size={32} className="list-item-image round-image" />
              }
              aria-current={isCurrent ? 'true' : undefined}
              disabled={switching !== undefined}
              end={isSwitching ? <Spinner /> : undefined}
              onClick={() => void choose(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
