import { useState, type FormEvent } from 'react'
import { Button, Text, TextField, usePluginApi, usePortico, useT } from 'portico/ui'
import type { GetNftsArgs, NftsApi } from '../endpoints'
import type { Nft } from '../schemas'
import { sendNft, type SendOutcome } from '../sendNft'
import { receiverIssue } from '../transfer'

type Stage = { step: 'form' } | { step: 'sending' } | { step: 'done'; outcome: SendOutcome }

export interface SendNftFormProps {
  nft: Nft
  /** The item's name, as the view's heading says it. */
  title: string
  /** The connected account and network: whose list the item leaves. */
  list: GetNftsArgs
}

/**
 * Send for one item: the receiver's address (checked as typed, its problem said once the
 * visitor tries to send), the wallet's confirmation, and how it went: sent (the item has left
 * the account's list), declined, or failed with the wallet's words; a failure keeps the form.
 */
export function SendNftForm({ nft, title, list }: SendNftFormProps) {
  const t = useT('nfts')
  const modal = usePortico()
  const api = usePluginApi<NftsApi>()
  const [receiver, setReceiver] = useState('')
  const [tried, setTried] = useState(false)
  const [stage, setStage] = useState<Stage>({ step: 'form' })
  const issue = receiverIssue(receiver, list.address)
  const sent = stage.step === 'done' && stage.outcome.ok

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (issue !== undefined || stage.step === 'sending' || sent) return
    setStage({ step: 'sending' })
    setStage({ step: 'done', outcome: await sendNft(modal, api, list, nft, receiver) })
  }

  const status =
    stage.step === 'sending'
      ? { state: 'sending', text: t('send.confirm') }
      : stage.step === 'done'
        ? stage.outcome.ok
          ? { state: 'sent', text: t('send.sent', { name: title }) }
          : stage.outcome.failure === 'declined'
            ? { state: 'failed', text: t('send.declined') }
            : { state: 'failed', text: t('send.failed', { reason: stage.outcome.reason }) }
        : undefined

  return (
    <form className="nft-send" aria-label={t('send.form', { name: title })} onSubmit={submit}>
      <Text as="h3" variant="small">
        {t('send.title')}
      </Text>
      <TextField
        label={t('send.receiver')}
        value={receiver}
        autoComplete="off"
        spellCheck={false}
        disabled={stage.step === 'sending' || sent}
        onChange={(event) => setReceiver(event.target.value)}
        error={tried && issue !== undefined ? t(`receiver.${issue}`) : undefined}
      />
      <p
        className="nft-status"
        data-state={status?.state}
        role={status?.state === 'failed' ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
      {sent ? (
        <Button onClick={() => modal.router.back()}>{t('send.back')}</Button>
      ) : (
        <Button type="submit" disabled={stage.step === 'sending'}>
          {t('send.submit')}
        </Button>
      )}
    </form>
  )
}
