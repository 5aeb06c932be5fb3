import { useCallback, useEffect, useMemo, useState } from 'react'
import { fetchFeatured, fetchRecommended } from '../../../core/wallets/thunks'
import { walletImageUrl } from '../../../core/wallets/endpoints'
import type { WalletListItem } from '../../../core/wallets/schemas'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { installLinkOf, installPlatformOf } from './installLink'
import { ONBOARDING_STYLES } from './styles'

interface InstallRow {
  id: string
  name: string
  href: string
  imageUrl?: string
}

const NO_WALLETS: readonly WalletListItem[] = []

/**
 * The row's end: an arrow out, so a sighted visitor sees the row leaves for the wallet's page
 * (screen readers hear "opens in a new tab"). Decorative; turns in a right-to-left modal.
 */
const OpensElsewhereIcon = () => (
  <svg
    className="onboarding-install-out icon-directional"
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M7 17 17 7M9 7h8v8" />
  </svg>
)

/**
 * The wallets to start with: the host's featured ones, then the service's recommended ones,
 * each with the page to install it from (the device's store, the wallet's site), opened in a
 * new tab that cannot reach back into this page. Wallets without a web page are left out.
 */
function GetAWallet(_props: ViewProps) {
  const t = useT()
  const dispatch = useAppDispatch()
  const { projectId, endpoints, enableWalletConnect } = useAppSelector((state) => state.options)
  // The wallet list is WalletConnect's: without a project there is no list to ask.
  const hasWalletList = enableWalletConnect && Boolean(projectId)
  const featured = useAppSelector((state) => state.wallets?.featured ?? NO_WALLETS)
  const recommended = useAppSelector((state) => state.wallets?.recommended ?? NO_WALLETS)
  const request = useAppSelector((state) => state.wallets?.requests.recommended.state)

  const load = useCallback(() => {
    void dispatch(fetchFeatured())
    void dispatch(fetchRecommended())
  }, [dispatch])
  // Once per visit, like the Connect view's own fetch of these lists.
  useEffect(() => {
    if (hasWalletList) load()
  }, [hasWalletList, load])

  const rows = useMemo<InstallRow[]>(() => {
    if (!hasWalletList) return []
    const platform = installPlatformOf(typeof navigator === 'undefined' ? '' : navigator.userAgent)
    const seen = new Set<string>()
    return [...featured, ...recommended].flatMap((wallet) => {
      const href = installLinkOf(wallet, platform)
      if (!href || seen.has(wallet.id)) return []
      seen.add(wallet.id)
      const imageUrl = wallet.image_id
        ? walletImageUrl(endpoints.walletServices, wallet.image_id, projectId)
        : undefined
      return [{ id: wallet.id, name: wallet.name, href, imageUrl }]
    })
  }, [hasWalletList, featured, recommended, endpoints, projectId])

  // Until this visit's request has been seen under way, an empty idle list is still loading.
  const [sawRequest, setSawRequest] = useState(false)
  if (request === 'loading' && !sawRequest) setSawRequest(true)
  const loading =
    hasWalletList &&
    rows.length === 0 &&
    request !== 'failed' &&
    (!sawRequest || request === 'loading')
  return (
    <div className="onboarding">
      <style>{ONBOARDING_STYLES}</style>
      <Text variant="muted">{t('onboarding.getIntro')}</Text>
      {rows.length > 0 ? (
        <ul className="list" role="list" aria-label={t('onboarding.listLabel')}>
          {rows.map((row) => (
            <li key={row.id}>
              <a
                className="onboarding-install"
                href={row.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {row.imageUrl ? (
                  <img src={row.imageUrl} alt="" width={32} height={32} />
                ) : (
                  <span className="onboarding-install-placeholder" aria-hidden="true" />
                )}
                <span className="onboarding-install-name">{row.name}</span>
                <span className="visually-hidden">{t('onboarding.newTab')}</span>
                <OpensElsewhereIcon />
              </a>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <Text variant="muted" role="status">
          {t('view.loading')}
        </Text>
      ) : request === 'failed' ? (
        <div className="empty-state" role="alert">
          <Text>{t('onboarding.failed')}</Text>
          <Button variant="secondary" onClick={load}>
            {t('view.retry')}
          </Button>
        </div>
      ) : (
        <Text variant="muted">{t('onboarding.empty')}</Text>
      )}
    </div>
  )
}

export default GetAWallet
