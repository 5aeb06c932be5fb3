import { skipToken } from '@reduxjs/toolkit/query'
import { selectActiveAccount } from 'portico/plugin'
import {
  Button,
  NotConnected,
  Spinner,
  Text,
  TextField,
  useAppDispatch,
  useAppSelector,
  useEndpointQuery,
  usePluginApi,
  useT,
  type ViewProps,
} from 'portico/ui'
import { useId, useState, type FormEvent } from 'react'
import { availabilityOf } from '../availability'
import { NAME_CHECK_WAIT_MS } from '../constants'
import type { NamesApi } from '../endpoints'
import { registerName } from '../register'
import { nameIssue, normalizeName } from '../rules'
import { selectNames } from '../slice'
import { NAMES_STYLES } from './styles'
import { Suggestions } from './Suggestions'
import { useDebounced } from './useDebounced'

/**
 * The account-name form: the name as typed, checked against the rules at once and looked up
 * (availability, suggestions) once typing pauses; Register has the wallet sign the
 * registration and the service keep it. A failed registration is said here, with its reason.
 */
export default function RegisterAccountName(_props: ViewProps) {
  const t = useT('names')
  const dispatch = useAppDispatch()
  const api = usePluginApi<NamesApi>()
  const account = useAppSelector(selectActiveAccount)
  const namespace = useAppSelector((state) => state.account.activeNamespace)
  const { step, pending, failure } = useAppSelector(selectNames)
  const [typed, setTyped] = useState(() => failure?.name ?? '')
  const statusId = useId()
  const name = normalizeName(typed)
  const issue = name === '' ? undefined : nameIssue(name)
  const settled = useDebounced(name, NAME_CHECK_WAIT_MS)
  const current = settled === name
  const askable = name !== '' && issue === undefined ? settled : undefined
  const lookup = useEndpointQuery(
    api.endpoints.nameHolder,
    askable !== undefined && nameIssue(askable) === undefined ? askable : skipToken,
  )
  const suggestions = useEndpointQuery(
    api.endpoints.nameSuggestions,
    settled !== '' && nameIssue(settled) !== 'characters' ? settled : skipToken,
  )

  if (account.status !== 'connected' || !account.address) {
    return <NotConnected message={t('notConnected')} />
  }
  // Names are registered for EVM addresses: another account is told so before it types.
  if (namespace !== 'eip155') {
    return (
      <Text role="note" className="names">
        {t('failures.unsupported')}
      </Text>
    )
  }
  const busy = step !== 'idle'
  const availability = availabilityOf(lookup, current, account.address)
  const canRegister = !busy && name !== '' && issue === undefined && availability === 'available'
  const failureShown = failure && failure.name === name ? failure.reason : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canRegister) void dispatch(registerName(api, name))
  }

  const statusText =
    name === '' || issue
      ? undefined
      : availability === 'checking'
        ? t('availability.checking')
        : t(`availability.${availability}`, { name })

  return (
    <form className="names" aria-label={t('form')} noValidate onSubmit={submit}>
      <style>{NAMES_STYLES}</style>
      <Text variant="muted">{t('intro')}</Text>
      <TextField
        label={t('label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
        hint={t('rules.hint')}
        error={issue ? t(`rules.${issue}`) : undefined}
        status={statusText}
      />
      <Suggestions
        entries={
          suggestions.isSuccess && suggestions.data && current ? suggestions.data.suggestions : []
        }
        typed={name}
        disabled={busy}
        onPick={setTyped}
      />
      {failureShown && (
        <p className="names-failure" role="alert">
          {t(`failures.${failureShown}`, { name })}
        </p>
      )}
      {busy && (
        <div role="status" id={statusId} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Spinner />
          <Text as="span">{t(`steps.${step}`, { name: pending ?? name })}</Text>
        </div>
      )}
      <Button type="submit" disabled={!canRegister} aria-describedby={busy ? statusId : undefined}>
        {t('register')}
      </Button>
    </form>
  )
}
