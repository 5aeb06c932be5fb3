import { useId } from 'react'
import { signInConfigOf } from '../config'
import {
  Button,
  SpinnerIcon,
  Text,
  useAppSelector,
  usePluginContext,
  useT,
  type ViewProps,
} from 'portico/ui'
import { cancelSignIn, signIn } from '../flow'
import { signInAccountOf } from '../session'

const STYLES = `
.siwx { display: grid; gap: 12px; }
.siwx-facts { display: grid; gap: 8px; margin: 0; }
.siwx-facts > div { display: grid; gap: 2px; }
.siwx-facts dt { font-size: 0.857em; color: var(--portico-muted, inherit); }
.siwx-facts dd { margin: 0; overflow-wrap: anywhere; }
.siwx-scope { margin: 0; padding-left: 1.2em; }
.siwx-error { margin: 0; color: var(--portico-error); }
.siwx-status { display: flex; align-items: center; gap: 6px; }
.siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`

/**
 * The SIWXSignMessage view: who asks (the site), for which account, the statement, what
 * signing allows and what it does not; Sign and Cancel. A declined signature comes back here
 * with 'Signature declined'.
 */
export default function SIWXSignMessage(_props: ViewProps) {
  const t = useT('siwx')
  const context = usePluginContext()
  const status = useAppSelector((state) => state.siwx?.status)
  const issue = useAppSelector((state) => state.siwx?.issue)
  // Each a plain value: a selector answering a new object every time re-renders forever.
  const address = useAppSelector((state) => signInAccountOf(state)?.address)
  const chainId = useAppSelector((state) => signInAccountOf(state)?.chainId)
  const siteName = useAppSelector((state) => state.options.metadata?.name)
  const network = useAppSelector((state) =>
    state.options.networks.find((each) => each.caipNetworkId === chainId),
  )
  const config = signInConfigOf(context)
  const statement = config?.statement
  const headingId = useId()
  const host = window.location.host
  const site = siteName ?? host
  const signing = status === 'signing'

  if (!config) return <Text>{t('notConfigured')}</Text>

  return (
    <section className="siwx" aria-labelledby={headingId}>
      <style>{STYLES}</style>
      <Text as="h3" variant="title" id={headingId}>
        {t('title', { site })}
      </Text>
      <Text>{t('intro', { site })}</Text>
      <dl className="siwx-facts">
        <div>
          <dt>{t('site')}</dt>
          <dd>{host}</dd>
        </div>
        <div>
          <dt>{t('account')}</dt>
          <dd>
            {address}
            {network ? ` (${network.name})` : ''}
          </dd>
        </div>
        {statement !== undefined && (
          <div>
            <dt>{t('statement')}</dt>
            <dd>{statement}</dd>
          </div>
        )}
      </dl>
      <Text variant="small">{t('allows')}</Text>
      <ul className="siwx-scope">
        <li>{t('allowsProve')}</li>
        <li>{t('allowsSession')}</li>
      </ul>
      <Text variant="small">{t('denies')}</Text>
      <ul className="siwx-scope">
        <li>{t('deniesFunds')}</li>
        <li>{t('deniesFee')}</li>
      </ul>
      {issue !== undefined && !signing && (
        <p className="siwx-error" role="alert">
          {t(issue)}
        </p>
      )}
      {signing && (
        <p className="siwx-status" role="status">
          <SpinnerIcon width={16} height={16} aria-hidden="true" />
          {t('waiting')}
        </p>
      )}
      <div className="siwx-actions">
        <Button variant="secondary" onClick={() => void cancelSignIn(context)}>
          {t('cancel')}
        </Button>
        <Button
          disabled={signing || address === undefined}
          aria-busy={signing}
          onClick={() => void signIn(context)}
        >
          {t('sign')}
        </Button>
      </div>
    </section>
  )
}
