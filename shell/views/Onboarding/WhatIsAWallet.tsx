import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { useModalRuntime } from '../../ui/runtime'
import { Text } from '../../ui/Text'
import type { ViewProps } from '../../ui/view'
import { ONBOARDING_STYLES } from './styles'

// Each point: its heading and text keys, in the order a newcomer needs them.
const POINTS = [
  { id: 'home', title: 'onboarding.homeTitle', text: 'onboarding.homeText' },
  { id: 'connect', title: 'onboarding.connectTitle', text: 'onboarding.connectText' },
  { id: 'keys', title: 'onboarding.keysTitle', text: 'onboarding.keysText' },
] as const

/**
 * For a visitor who has never used a wallet, opened from Connect: what a wallet is, what
 * connecting lets the site do and what it does not, and that the keys never leave the wallet.
 * Ends with the way to get one. Back returns to Connect.
 */
function WhatIsAWallet(_props: ViewProps) {
  const t = useT()
  const modal = useModalRuntime()
  return (
    <div className="onboarding">
      <style>{ONBOARDING_STYLES}</style>
      <ul className="onboarding-points" role="list">
        {POINTS.map((point) => (
          <li key={point.id} className="onboarding-point">
            <Text as="h3" variant="title">
              {t(point.title)}
            </Text>
            <Text variant="muted">{t(point.text)}</Text>
          </li>
        ))}
      </ul>
      <Button onClick={() => modal.router.push('GetAWallet')}>{t('views.GetAWallet')}</Button>
    </div>
  )
}

export default WhatIsAWallet
