import { useRef, useState, type FormEvent } from 'react'
import { showSuccess } from 'portico/plugin'
import { Button, TextField, useAppDispatch, useT } from 'portico/ui'
import {
  isInvalidContact,
  NAME_MAX_LENGTH,
  saveContact,
  type ContactDraft,
  type ContactField,
  type ContactProblem,
} from '../contacts'

const EMPTY_DRAFT: ContactDraft = { name: '', address: '' }

/**
 * The form that saves a contact. A refused contact shows its reason under the field at fault
 * (read with it, and the field marked invalid) and puts the focus there; editing that field
 * clears it. A saved one empties the form and says so in the snackbar.
 */
export function ContactForm() {
  const t = useT('myPlugin')
  const dispatch = useAppDispatch()
  const [draft, setDraft] = useState(EMPTY_DRAFT)
  const [problem, setProblem] = useState<{ field: ContactField; reason: ContactProblem }>()
  const nameRef = useRef<HTMLInputElement>(null)
  const addressRef = useRef<HTMLInputElement>(null)
  const focus = (field: ContactField) => (field === 'name' ? nameRef : addressRef).current?.focus()

  const save = (event: FormEvent) => {
    event.preventDefault()
    try {
      const contact = dispatch(saveContact(draft))
      setDraft(EMPTY_DRAFT)
      setProblem(undefined)
      void dispatch(showSuccess('myPlugin:savedContact', { name: contact.name }))
      focus('name')
    } catch (error) {
      if (!isInvalidContact(error)) throw error
      setProblem(error.details)
      focus(error.details.field)
    }
  }

  const edit = (field: ContactField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    if (problem?.field === field) setProblem(undefined)
  }

  const errorOf = (field: ContactField) =>
    problem?.field === field
      ? t(`problems.${field}.${problem.reason}`, { max: NAME_MAX_LENGTH })
      : undefined

  return (
    <form className="my-plugin-form" onSubmit={save} noValidate>
      <TextField
        ref={nameRef}
        label={t('name')}
        value={draft.name}
        onChange={(event) => edit('name', event.target.value)}
        error={errorOf('name')}
        autoComplete="off"
      />
      <TextField
        ref={addressRef}
        label={t('address')}
        hint={t('addressHint')}
        value={draft.address}
        onChange={(event) => edit('address', event.target.value)}
        error={errorOf('address')}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit">{t('save')}</Button>
    </form>
  )
}
