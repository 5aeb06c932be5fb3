import type { ReactNode } from 'react'
import { copyLink } from '../../../core/connectors/walletconnect/links'
import { showError, showSuccess } from '../../../core/snackbar/show'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { QrCode } from '../../ui/QrCode'
import { Skeleton } from '../../ui/Skeleton'
import { useAppDispatch } from '../../ui/store'
import { Text } from '../../ui/Text'
import { WALLET_CONNECT_STYLES } from './styles'
import type { Pairing } from './usePairing'

/** The failure in words: a title, and a hint or the error's own message. */
function failureTexts(pairing: Pairing): { title: string; detail?: string } {
  if (pairing.loadFailed) return { title: 'walletConnect.loadFailed' }
  switch (pairing.error?.code) {
    case 'CONNECTION_REJECTED':
      return { title: 'walletConnect.rejected', detail: 'walletConnect.rejectedHint' }
    case 'PROJECT_ID_NOT_CONFIGURED':
      return { title: 'walletConnect.notConfigured' }
    // The client did not load or start, or its relay gave no code in time: Retry starts anew.
    case 'WALLET_CONNECT_UNAVAILABLE':
      return { title: 'walletConnect.unavailable', detail: 'walletConnect.unavailableHint' }
    default:
      return { title: 'walletConnect.failed' }
  }
}

export interface PairingPanelProps {
  pairing: Pairing
  /** Shown above the code, e.g. the name of the wallet the visitor picked. */
  heading?: string | undefined
  /** Buttons or links placed before "Copy link". */
  actions?: ReactNode
}

/**
 * What both WalletConnect views show: the QR code of the current URI (a skeleton until there
 * is one, and while an expired one is replaced), "Copy link", and on failure the reason with
 * Try again. A renewed code is announced to screen readers; sighted visitors just see it.
 */
export function PairingPanel({ pairing, heading, actions }: PairingPanelProps) {
  const t = useT()
  const dispatch = useAppDispatch()
  const { status, uri, uriCount, error, loadFailed, retry } = pairing

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(copyLink(uri))
      void dispatch(showSuccess('walletConnect.copied'))
    } catch {
      void dispatch(showError({ key: 'walletConnect.copyFailed' }))
    }
  }

  if (loadFailed || status === 'failed') {
    const texts = failureTexts(pairing)
    // An unexpected failure is explained by the error's own message, when it has one.
    const detail = texts.detail
      ? t(texts.detail)
      : texts.title === 'walletConnect.failed' && error?.message
    return (
      <div className="wc">
        <style>{WALLET_CONNECT_STYLES}</style>
        <div className="wc-failure" role="alert">
          <Text variant="title">{t(texts.title)}</Text>
          {detail && <Text variant="muted">{detail}</Text>}
        </div>
        <Button onClick={retry}>{t('view.retry')}</Button>
      </div>
    )
  }

  return (
    <div className="wc">
      <style>{WALLET_CONNECT_STYLES}</style>
      {heading && (
        <Text as="h3" variant="title">
          {heading}
        </Text>
      )}
      <div className="wc-qr">
        {uri ? (
          <QrCode value={uri} label={t('walletConnect.qrLabel')} />
        ) : (
          <Skeleton
            label={t(status === 'expired' ? 'walletConnect.refreshing' : 'walletConnect.preparing')}
            rows={1}
          />
        )}
      </div>
      <Text variant="muted">{t('walletConnect.scanHint')}</Text>
      <p className="wc-sr-only" role="status">
        {uri && uriCount > 1 ? t('walletConnect.refreshed') : ''}
      </p>
      <div className="wc-actions">
        {actions}
        <Button variant="secondary" disabled={!uri} onClick={() => void copy()}>
          {t('walletConnect.copyLink')}
        </Button>
      </div>
    </div>
  )
}
