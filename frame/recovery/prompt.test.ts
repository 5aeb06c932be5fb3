import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FrameRecoveryEvent } from '../../protocol/frame/messages'
import { createFrameI18n } from '../consent/i18n'
import { createRecoveryPrompt, type RecoveryPromptOptions } from './prompt'

const EMAIL = 'ada@example.com'
const GOOD = 'correct horse battery staple'

function setUp(overrides: Partial<RecoveryPromptOptions> = {}) {
  const events: FrameRecoveryEvent[] = []
  const prompt = createRecoveryPrompt({
    doc: document,
    nav: {},
    i18n: createFrameI18n('en'),
    post: (event) => events.push(event),
    isVisitorClick: () => true,
    ...overrides,
  })
  return { prompt, events }
}

const byRole = <E extends HTMLElement>(selector: string, name: string) => {
  const found = [...document.querySelectorAll<E>(selector)].find(
    (each) =>
      each.textContent === name ||
      (each.id && document.querySelector(`label[for="${each.id}"]`)?.textContent === name),
  )
  if (!found) throw new Error(`no ${selector} named ${name}`)
  return found
}
const button = (name: string) => byRole<HTMLButtonElement>('button', name)
const field = (name: string) => byRole<HTMLInputElement>('input', name)
const heading = () => document.querySelector('h1')?.textContent
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? ''

/** Types into a field and submits its form, as Enter would. */
function submit(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) field(name).value = value
  document.querySelector('form')?.requestSubmit()
}

/** Starts an unlock that asks `ask`, and returns its outcome as a promise. */
function unlock<T>(prompt: ReturnType<typeof setUp>['prompt'], ask: () => Promise<T>) {
  const result = prompt.during('request-1', ask)
  result.catch(() => undefined)
  return result
}

beforeEach(() => {
  document.body.replaceChildren()
})

describe('the recovery screens of the frame', () => {
  it('a new wallet: says the recovery mode, offers the passkey where one can be made, takes a strong password typed twice', async () => {
    const { prompt, events } = setUp()
    const done = unlock(prompt, () =>
      prompt.secrets.choose({ passkey: true, mode: 'visitor-secret', email: EMAIL }),
    )
    await vi.waitFor(() => expect(heading()).toBe('Protect your wallet'))
    expect(events).toEqual([{ type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: 'request-1' } }])
    expect(document.querySelector('section.recovery')?.getAttribute('aria-labelledby')).toBe(
      'recovery-title',
    )
    expect(document.querySelector('.recovery-mode')?.textContent).toMatch(/^Recovery: only you/)
    expect(document.activeElement?.textContent).toBe('Protect your wallet')
    button('Use a recovery password').click()

    await vi.waitFor(() => expect(heading()).toBe('Choose a recovery password'))
    expect(document.activeElement).toBe(field('Recovery password'))
    submit({ 'Recovery password': 'short', 'Confirm recovery password': 'short' })
    expect(alertText()).toBe('Use at least 12 characters.')
    expect(field('Recovery password').getAttribute('aria-invalid')).toBe('true')
    submit({ 'Recovery password': 'Password1234!', 'Confirm recovery password': 'Password1234!' })
    expect(alertText()).toMatch(/most common passwords/)
    submit({ 'Recovery password': 'my ada@example.com key', 'Confirm recovery password': '' })
    expect(alertText()).toBe('Do not use your e-mail address in your recovery password.')
    submit({ 'Recovery password': 'qwertyuiop123456', 'Confirm recovery password': '' })
    expect(alertText()).toMatch(/^This password is/)
    submit({ 'Recovery password': GOOD, 'Confirm recovery password': `${GOOD}!` })
    expect(alertText()).toBe('The two passwords are not the same.')
    expect(document.activeElement).toBe(field('Confirm recovery password'))
    submit({ 'Recovery password': GOOD, 'Confirm recovery password': GOOD })

    await expect(done).resolves.toEqual({ kind: 'password', password: GOOD })
    expect(events.at(-1)).toEqual({
      type: 'FRAME_RECOVERY_DONE',
      payload: { requestId: 'request-1', outcome: 'unlocked' },
    })
    expect(document.querySelector('section.recovery')).toBeNull()
  })

  it('an account without an address: the password is judged by the other rules alone', async () => {
    const { prompt } = setUp()
    const done = unlock(prompt, () =>
      prompt.secrets.choose({ passkey: false, mode: 'visitor-secret', email: null }),
    )
    await vi.waitFor(() => expect(heading()).toBe('Protect your wallet'))
    button('Use a recovery password').click()
    await vi.waitFor(() => expect(heading()).toBe('Choose a recovery password'))
    submit({ 'Recovery password': 'Password1234!', 'Confirm recovery password': 'Password1234!' })
    expect(alertText()).toMatch(/most common passwords/)
    submit({ 'Recovery password': 'my ada@example.com key', 'Confirm recovery password': '' })
    expect(alertText()).toBe('The two passwords are not the same.')
    submit({ 'Recovery password': GOOD, 'Confirm recovery password': GOOD })
    await expect(done).resolves.toEqual({ kind: 'password', password: GOOD })
  })

  it('offers no passkey where none can be made, says why the last one failed, and Back returns to the choice', async () => {
    const { prompt } = setUp()
    const done = unlock(prompt, () =>
      prompt.secrets.choose({
        passkey: false,
        mode: 'visitor-secret',
        email: EMAIL,
        problem: 'passkey-unsupported',
      }),
    )
    await vi.waitFor(() => expect(heading()).toBe('Protect your wallet'))
    expect(() => button('Use a passkey')).toThrow()
    expect(alertText()).toMatch(/cannot protect a wallet/)
    button('Use a recovery password').click()
    await vi.waitFor(() => expect(heading()).toBe('Choose a recovery password'))
    button('Back').click()
    await vi.waitFor(() => expect(heading()).toBe('Protect your wallet'))
    button('Cancel').click()
    await expect(done).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
  })

  it('the passkey is chosen by the visitor’s own click only (WebAuthn needs it)', async () => {
    let trusted = false
    const { prompt } = setUp({ isVisitorClick: () => trusted })
    const done = unlock(prompt, () =>
      prompt.secrets.choose({ passkey: true, mode: 'visitor-secret', email: EMAIL }),
    )
    await vi.waitFor(() => expect(heading()).toBe('Protect your wallet'))
    button('Use a passkey').click()
    expect(document.querySelector('[role="status"]')?.textContent).toBe('')
    trusted = true
    button('Use a passkey').click()
    await expect(done).resolves.toEqual({ kind: 'passkey' })
  })

  it('a recovery by password: wrong ones are counted, the screen stays while the password is checked', async () => {
    const { prompt, events } = setUp()
    const answers: string[] = []
    const done = unlock(prompt, async () => {
      answers.push(await prompt.secrets.password({ attempt: 0 }))
      expect(document.querySelector('[role="status"]')?.textContent).toBe('Checking your password…')
      expect(field('Recovery password').disabled).toBe(true)
      answers.push(await prompt.secrets.password({ attempt: 1 }))
      return 'unlocked'
    })
    await vi.waitFor(() => expect(heading()).toBe('Enter your recovery password'))
    submit({ 'Recovery password': '' })
    expect(alertText()).toBe('Enter your recovery password.')
    submit({ 'Recovery password': 'not it at all' })
    await vi.waitFor(() =>
      expect(alertText()).toBe('That password does not open your wallet. Wrong attempts: 1.'),
    )
    expect(field('Recovery password').getAttribute('aria-invalid')).toBe('true')
    expect(field('Recovery password').value).toBe('')
    submit({ 'Recovery password': GOOD })
    await expect(done).resolves.toBe('unlocked')
    expect(answers).toEqual(['not it at all', GOOD])
    // One NEEDED for the whole unlock, one DONE.
    expect(events.map((event) => event.type)).toEqual([
      'FRAME_RECOVERY_NEEDED',
      'FRAME_RECOVERY_DONE',
    ])
  })

  it('a recovery by passkey: a button, the last problem said; Escape cancels', async () => {
    const { prompt, events } = setUp()
    const done = unlock(prompt, () =>
      prompt.secrets.confirmPasskey({ attempt: 1, problem: 'wrong-passkey' }),
    )
    await vi.waitFor(() => expect(heading()).toBe('Unlock with your passkey'))
    expect(alertText()).toMatch(/does not open this wallet/)
    expect(button('Use passkey')).toBeDefined()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(done).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
    expect(events.at(-1)).toEqual({
      type: 'FRAME_RECOVERY_DONE',
      payload: { requestId: 'request-1', outcome: 'cancelled' },
    })
  })

  it('the kit’s cancel (the modal closed) refuses the question shown and any after it', async () => {
    const { prompt } = setUp()
    const done = unlock(prompt, async () => {
      await prompt.secrets.password({ attempt: 0 }).catch(() => undefined)
      return prompt.secrets.password({ attempt: 1 })
    })
    await vi.waitFor(() => expect(heading()).toBe('Enter your recovery password'))
    prompt.cancel()
    await expect(done).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
  })

  it('asks nothing outside an unlock, and shows nothing for an unlock that asks nothing', async () => {
    const { prompt, events } = setUp()
    await expect(prompt.secrets.password({ attempt: 0 })).rejects.toThrow(/unasked/)
    await expect(prompt.during('request-2', async () => 'rebuilt')).resolves.toBe('rebuilt')
    expect(events).toEqual([])
    expect(document.body.children).toHaveLength(0)
  })

  it('speaks the modal’s language', async () => {
    const i18n = createFrameI18n('de')
    const { prompt } = setUp({ i18n })
    unlock(prompt, () => prompt.secrets.password({ attempt: 0 }))
    await vi.waitFor(() => expect(heading()).toBe('Gib dein Wiederherstellungspasswort ein'))
    prompt.cancel()
  })
})
