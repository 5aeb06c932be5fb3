import { useCallback, useEffect, useRef, useState } from 'react'
import {
  selectWalletConnect,
  type WalletConnectState,
} from '../../../core/connectors/walletconnect/slice'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'
import { loadWalletConnect } from './load'

export interface PairingOptions {
  /** Called once the wallet approved, while the view is still shown. */
  onConnected?: () => void
}

export interface Pairing extends WalletConnectState {
  /** The pairing code could not be downloaded (offline, say). */
  loadFailed: boolean
  retry(): void
}

/**
 * Starts (or joins) the modal's WalletConnect pairing while the view is shown and closes the
 * modal once the wallet approved (after `onConnected`). The pairing outlives the view on purpose: a visitor who
 * goes to the wallet list and back keeps the same URI. Closing the modal ends it (core).
 */
export function usePairing({ onConnected }: PairingOptions = {}): Pairing {
  const modal = useModalRuntime()
  const state = useAppSelector(selectWalletConnect)
  const [loadFailed, setLoadFailed] = useState(false)
  // Set in the effect, so StrictMode's simulated unmount and remount leave it true.
  const mounted = useRef(false)
  // The latest callback, read when the wallet answers: a new one must not restart the pairing.
  const connected = useRef(onConnected)
  useEffect(() => {
    connected.current = onConnected
  })

  const start = useCallback(() => {
    loadWalletConnect()
      .then(({ startPairing }) => startPairing(modal.runtime))
      .then(
        (outcome) => {
          // What follows is decided in core/connection/afterConnect (closing included), which
          // may already have unmounted this view: the wallet it paired is remembered anyway.
          if (outcome === 'connected') connected.current?.()
        },
        (error: unknown) => {
          modal.runtime.logger.error('The WalletConnect code could not be loaded', error)
          if (mounted.current) setLoadFailed(true)
        },
      )
  }, [modal])

  useEffect(() => {
    mounted.current = true
    // Joining a running pairing is free, so StrictMode's second run starts nothing new.
    start()
    return () => {
      mounted.current = false
    }
  }, [start])

  const retry = useCallback(() => {
    setLoadFailed(false)
    start()
  }, [start])

  return { ...state, loadFailed, retry }
}
