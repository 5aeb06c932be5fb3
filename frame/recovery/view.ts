import type { RecoveryMode } from '../../protocol/auth/contract'
import type { FrameI18n } from '../consent/i18n'
import type { PasswordProblem } from '../custody/password'
import type { PasskeyProblem } from '../custody/secrets'
import { element } from '../element'

type T = FrameI18n['t']

/** Why a password form is refused: the strength check's reasons, or the form's own. */
export type PasswordFormProblem = PasswordProblem | 'mismatch' | 'empty'

/** One recovery screen drawn: what the prompt wires up, focuses and switches to working. */
export interface RecoveryScreen {
  /** The screen's content, put inside the prompt's section. */
  content: HTMLElement
  heading: HTMLElement
  /** What takes focus when the screen shows (a field, or the heading). */
  focus: HTMLElement
  cancel: HTMLButtonElement
  /** The line under the buttons (role=status). */
  status(text: string): void
  /** After an answer: every control is disabled, the status says what is being done. */
  working(text: string): void
}

function button(doc: Document, className: string, text: string, type: 'button' | 'submit') {
  const node = element(doc, 'button', className, text)
  node.type = type
  return node
}

/** The id of the recovery section's heading (its accessible name). */
export const RECOVERY_TITLE_ID = 'recovery-title'

/** Heading, paragraphs, an error line, the actions and a status line: every screen's frame. */
function screen(doc: Document, title: string, paragraphs: readonly string[]) {
  const content = element(doc, 'div', 'recovery-screen')
  const heading = element(doc, 'h1', undefined, title)
  heading.id = RECOVERY_TITLE_ID
  heading.tabIndex = -1
  content.append(heading, ...paragraphs.map((text) => element(doc, 'p', 'recovery-text', text)))
  const error = element(doc, 'p', 'recovery-error')
  error.id = 'recovery-error'
  error.setAttribute('role', 'alert')
  const actions = element(doc, 'div', 'actions')
  const status = element(doc, 'p', 'status')
  status.setAttribute('role', 'status')
  const controls = () => [
    ...content.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input'),
  ]
  return {
    content,
    heading,
    error,
    actions,
    status,
    finish(focus: HTMLElement, cancel: HTMLButtonElement): RecoveryScreen {
      return {
        content,
        heading,
        focus,
        cancel,
        status: (text) => void (status.textContent = text),
        working(text) {
          for (const control of controls()) control.disabled = true
          actions.hidden = true
          error.textContent = ''
          status.textContent = text
        },
      }
    },
  }
}

/** A labelled password field, its hint and the error tied to it. */
function passwordField(
  doc: Document,
  id: string,
  label: string,
  autocomplete: 'new-password' | 'current-password',
  describedBy: readonly string[],
) {
  const wrapper = element(doc, 'div', 'field')
  const name = element(doc, 'label', undefined, label)
  name.htmlFor = id
  const input = element(doc, 'input')
  input.id = id
  input.type = 'password'
  input.autocomplete = autocomplete
  input.spellcheck = false
  input.required = true
  input.setAttribute('aria-describedby', describedBy.join(' '))
  wrapper.append(name, input)
  return { wrapper, input }
}

export interface ChooseScreen extends RecoveryScreen {
  passkey: HTMLButtonElement | undefined
  password: HTMLButtonElement
}

/**
 * A new wallet: how to protect its recovery. The recovery mode the service runs is said
 * first; the passkey is offered only where one can be made here; `problem` says why the last
 * passkey did not do.
 */
export function drawChoose(
  doc: Document,
  t: T,
  context: { passkey: boolean; mode: RecoveryMode; problem?: PasskeyProblem },
): ChooseScreen {
  const parts = screen(doc, t('recovery.choose.title'), [t('recovery.choose.intro')])
  const mode = element(doc, 'p', 'recovery-mode')
  mode.append(
    element(doc, 'strong', undefined, t('recovery.mode.label')),
    ' ',
    t(`recovery.mode.${context.mode}`),
  )
  parts.content.append(mode)
  if (context.problem) parts.error.textContent = t(`recovery.chooseProblem.${context.problem}`)
  const options = element(doc, 'div', 'recovery-options')
  let passkey: HTMLButtonElement | undefined
  if (context.passkey) {
    passkey = button(doc, 'option', t('recovery.choose.passkey'), 'button')
    const hint = element(doc, 'p', 'recovery-hint', t('recovery.choose.passkeyHint'))
    hint.id = 'recovery-passkey-hint'
    passkey.setAttribute('aria-describedby', hint.id)
    options.append(passkey, hint)
  }
  const password = button(doc, 'option', t('recovery.choose.password'), 'button')
  options.append(password)
  const cancel = button(doc, 'reject', t('recovery.cancel'), 'button')
  parts.actions.classList.add('single')
  parts.actions.append(cancel)
  parts.content.append(parts.error, options, parts.actions, parts.status)
  return { ...parts.finish(parts.heading, cancel), passkey, password }
}

export interface PasswordForm extends RecoveryScreen {
  form: HTMLFormElement
  password: HTMLInputElement
  /** The confirmation field (a new password only). */
  confirm: HTMLInputElement | undefined
  back: HTMLButtonElement | undefined
  /** Shows what is wrong, on the field it is about, and focuses that field. */
  refuse(problem: PasswordFormProblem, values?: Record<string, number>): void
}

function passwordForm(
  doc: Document,
  t: T,
  parts: ReturnType<typeof screen>,
  fields: { password: HTMLInputElement; confirm?: HTMLInputElement },
  buttons: { submit: string; back: boolean },
): PasswordForm {
  const form = element(doc, 'form', 'recovery-form')
  form.noValidate = true
  const cancel = button(doc, 'reject', t('recovery.cancel'), 'button')
  const back = buttons.back ? button(doc, 'reject', t('recovery.back'), 'button') : undefined
  const submit = button(doc, 'approve', buttons.submit, 'submit')
  parts.actions.append(back ?? cancel, submit)
  return {
    ...parts.finish(fields.password, cancel),
    form,
    password: fields.password,
    confirm: fields.confirm,
    back,
    refuse(problem, values = {}) {
      const field = problem === 'mismatch' && fields.confirm ? fields.confirm : fields.password
      for (const each of [fields.password, fields.confirm]) each?.removeAttribute('aria-invalid')
      field.setAttribute('aria-invalid', 'true')
      parts.error.textContent = t(`recovery.passwordProblem.${problem}`, values)
      field.focus()
    },
  }
}

/** A new wallet protected by a password: the password twice, the rules, Back or Cancel. */
export function drawNewPassword(
  doc: Document,
  t: T,
  context: { minChars: number; canGoBack: boolean },
): PasswordForm {
  const parts = screen(doc, t('recovery.newPassword.title'), [t('recovery.newPassword.intro')])
  const hint = element(
    doc,
    'p',
    'recovery-hint',
    t('recovery.newPassword.hint', { count: context.minChars }),
  )
  hint.id = 'recovery-password-hint'
  const password = passwordField(
    doc,
    'recovery-new-password',
    t('recovery.newPassword.password'),
    'new-password',
    [hint.id, parts.error.id],
  )
  const confirm = passwordField(
    doc,
    'recovery-confirm-password',
    t('recovery.newPassword.confirm'),
    'new-password',
    [parts.error.id],
  )
  const view = passwordForm(
    doc,
    t,
    parts,
    { password: password.input, confirm: confirm.input },
    { submit: t('recovery.newPassword.submit'), back: context.canGoBack },
  )
  view.form.append(password.wrapper, hint, confirm.wrapper, parts.error, parts.actions)
  parts.content.append(view.form, parts.status)
  return view
}

/** A recovery with a password envelope: the password, how many wrong ones so far. */
export function drawEnterPassword(doc: Document, t: T, context: { attempt: number }): PasswordForm {
  const parts = screen(doc, t('recovery.enterPassword.title'), [t('recovery.enterPassword.intro')])
  const password = passwordField(
    doc,
    'recovery-password',
    t('recovery.enterPassword.password'),
    'current-password',
    [parts.error.id],
  )
  const view = passwordForm(
    doc,
    t,
    parts,
    { password: password.input },
    { submit: t('recovery.enterPassword.submit'), back: false },
  )
  if (context.attempt > 0) {
    password.input.setAttribute('aria-invalid', 'true')
    parts.error.textContent = t('recovery.enterPassword.wrong', { count: context.attempt })
  }
  view.form.append(password.wrapper, parts.error, parts.actions)
  parts.content.append(view.form, parts.status)
  return view
}

export interface PasskeyScreen extends RecoveryScreen {
  use: HTMLButtonElement
}

/** A recovery with a passkey envelope: the button whose click calls WebAuthn. */
export function drawPasskey(
  doc: Document,
  t: T,
  context: { attempt: number; problem?: PasskeyProblem },
): PasskeyScreen {
  const parts = screen(doc, t('recovery.passkey.title'), [t('recovery.passkey.intro')])
  if (context.problem) parts.error.textContent = t(`recovery.unlockProblem.${context.problem}`)
  const cancel = button(doc, 'reject', t('recovery.cancel'), 'button')
  const use = button(doc, 'approve', t('recovery.passkey.use'), 'button')
  parts.actions.append(cancel, use)
  parts.content.append(parts.error, parts.actions, parts.status)
  return { ...parts.finish(parts.heading, cancel), use }
}
