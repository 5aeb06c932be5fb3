import { useEffect, useMemo, useState } from 'react'
import { formatAmount, selectNetworks } from 'portico/plugin'
import {
  Button,
  Spinner,
  Text,
  useAppSelector,
  usePluginContext,
  useT,
  type ViewProps,
} from 'portico/ui'
import { estimateFee, readToken, summarize } from '../describe'
import type { ApproveTransactionData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'

type Phase = 'asking' | 'working'

/**
 * The visitor's approval of an embedded-wallet request that is not on the safe list:
 * what is asked (the message, the typed data, or the transaction with its decoded
 * ERC-20 transfer and value), on which network, and the estimated fee. Approve lets the frame
 * sign; Reject refuses. Either way the view then goes back, or closes when it was the first.
 */
export default function ApproveTransaction({ data }: ViewProps<ApproveTransactionData>) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const pending = wallet?.approvals.get(data.requestId)
  const networks = useAppSelector(selectNetworks)
  const [phase, setPhase] = useState<Phase>('asking')
  const [token, setToken] = useState<{ symbol: string; decimals: number } | undefined>()
  const [fee, setFee] = useState<bigint | undefined>()

  const request = pending?.request
  const summary = useMemo(
    () => (request ? summarize(request.method, request.params) : undefined),
    [request],
  )
  const network = request
    ? networks.find((each) => each.caipNetworkId === `eip155:${request.chainId}`)
    : undefined

  useEffect(() => {
    if (!wallet || !request || summary?.kind !== 'transaction') return
    let live = true
    if (summary.transfer) {
      void readToken(wallet.provider, summary.transfer.token).then((info) => live && setToken(info))
    }
    void estimateFee(wallet.provider, request.params).then((wei) => live && setFee(wei))
    return () => {
      live = false
    }
  }, [wallet, request, summary])

  const leave = () => {
    if (context.getState().router.history.length > 1) context.router.back()
    else context.close()
  }

  if (!wallet || !pending || !request || !summary) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text>{t('approve.gone')}</Text>
        <Button onClick={leave}>{t('approve.close')}</Button>
      </div>
    )
  }

  const approve = async () => {
    setPhase('working')
    pending.decide(true)
    await pending.done
    leave()
  }
  const reject = () => {
    pending.decide(false)
    leave()
  }

  const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18, name: 'Ether' }
  const rows: Array<[string, string]> = [
    [t('approve.network'), network?.name ?? t('approve.chain', { chainId: request.chainId })],
  ]
  if (summary.kind === 'transaction') {
    if (summary.transfer) {
      const amount = token
        ? `${formatAmount(summary.transfer.amount, token.decimals)} ${token.symbol}`
        : t('approve.rawAmount', { amount: summary.transfer.amount.toString() })
      rows.push(
        [t('approve.transfer'), amount],
        [t('approve.recipient'), summary.transfer.recipient],
      )
      rows.push([t('approve.token'), summary.transfer.token])
    } else if (summary.to) {
      rows.push([t('approve.to'), summary.to])
    }
    rows.push([
      t('approve.value'),
      `${formatAmount(summary.value, native.decimals)} ${native.symbol}`,
    ])
    if (!summary.transfer && summary.data) rows.push([t('approve.data'), summary.data])
    rows.push([
      t('approve.fee'),
      fee === undefined
        ? t('approve.feeUnknown')
        : `${formatAmount(fee, native.decimals)} ${native.symbol}`,
    ])
  } else if (summary.kind === 'message') {
    rows.push([t('approve.message'), summary.text])
  } else if (summary.kind === 'typedData') {
    rows.push([t('approve.typedData'), summary.primaryType])
    if (summary.domainName) rows.push([t('approve.domain'), summary.domainName])
    rows.push([t('approve.message'), summary.json])
  } else {
    rows.push([t('approve.method'), request.method])
  }

  const title =
    summary.kind === 'transaction'
      ? t('approve.titleTransaction')
      : summary.kind === 'other'
        ? t('approve.titleOther')
        : t('approve.titleSignature')
  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {title}
      </Text>
      <dl className="email-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {phase === 'working' ? (
        <p className="email-status" role="status">
          <Spinner /> {t('approve.working')}
        </p>
      ) : (
        <div className="email-actions">
          <Button variant="secondary" onClick={reject}>
            {t('approve.reject')}
          </Button>
          <Button onClick={() => void approve()}>{t('approve.approve')}</Button>
        </div>
      )}
    </div>
  )
}
