import { selectActiveAccount } from '../../../../core/account/slice'
import { displayAmount } from '../../../ui/formatAmount'
import { useT } from '../../../ui/i18n'
import { Text } from '../../../ui/Text'
import { useAppSelector } from '../../../ui/store'
import type { ViewProps } from '../../../ui/view'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The Tokens tab: the account's token balances on its network, with their USD value. */
export default function TokensTab(_props: ViewProps) {
  const t = useT()
  const { tokenBalance } = useAppSelector(selectActiveAccount)
  if (tokenBalance === undefined) return null
  if (tokenBalance.length === 0) return <Text>{t('account.tokens.empty')}</Text>
  return (
    <ul className="list" role="list" aria-label={t('account.tabs.tokens')}>
      {tokenBalance.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="token-row">
          {token.iconUrl ? <img src={token.iconUrl} alt="" width={28} height={28} /> : null}
          <span className="token-name">{token.name}</span>
          <span className="token-amount">
            {displayAmount(token.quantity.numeric)} {token.symbol}
          </span>
          <span className="token-value">{usd.format(token.value)}</span>
        </li>
      ))}
    </ul>
  )
}
