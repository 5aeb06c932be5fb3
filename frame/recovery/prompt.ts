import type { FrameRecoveryEvent } from '../../protocol/frame/messages'
import { isVisitorActivation } from '../consent/gate'
import type { FrameI18n } from '../consent/i18n'
import { keepTabInside } from '../consent/focus'
import { recoveryCancelled } from '../custody/custody'
import { RECOVERY_PASSWORD_MIN_CHARS } from '../custody/params'
import { passwordProblem } from '../custody/password'
import type { RecoverySecretChoice, RecoverySecrets } from '../custody/secrets'
import {
  drawChoose,
  drawEnterPassword,
  drawNewPassword,
  drawPasskey,
  RECOVERY_TITLE_ID,
  type RecoveryScreen,
} from './view'

export interface RecoveryPromptOptions {
  doc: Document
  nav: { userActivation?: { isActive: boolean } }
  i18n: FrameI18n
  /** Posts an event to the kit. */
  post: (event: FrameRecoveryEvent) => void
  /** Tests only: their own trust check of a click. */
  isVisitorClick?: (event: Event) => boolean
}

export interface RecoveryPrompt {
  /** The questions custody asks (custody/secrets.ts), drawn in this document. */
  secrets: RecoverySecrets
  /**
   * Runs `work` (an unlock) as the recovery of the request `requestId`: its first question
   * shows the frame (FRAME_RECOVERY_NEEDED); when it settles, the screen goes and DONE says
   * how it ended. Questions asked outside it are refused (nobody would see them).
   */
  during<T>(requestId: string, work: () => Promise<T>): Promise<T>
  /** The kit's modal closed: the question shown is answered as cancelled. */
  cancel(): void
}

interface Session {
  requestId: string
  /** The section drawn once the first question comes, and what undoes it. */
  shown?: { root: HTMLElement; teardown: () => void }
  screen?: RecoveryScreen
  /** Rejects the question waiting for the visitor, if one is. */
  refuse?: (error: Error) => void
  cancelled: boolean
}

/**
 * The frame's recovery screens: a new wallet chooses a passkey or a recovery password, a new
 * device gives the password (again after a wrong one) or uses the passkey. Plain DOM in the
 * frame's own document, which the page cannot read or script: the password never leaves
 * this frame, and the passkey is asked for on the visitor's own click (WebAuthn needs its
 * user activation). Clicks need no visible-time gate here, unlike the consent: a click alone
 * gives nothing away (the password must be typed, the passkey verified by its authenticator).
 */
export function createRecoveryPrompt(options: RecoveryPromptOptions): RecoveryPrompt {
  const { doc, i18n } = options
  const isVisitorClick =
    options.isVisitorClick ?? ((event: Event) => isVisitorActivation(event, options.nav))
  let session: Session | undefined

  /** Draws the section (once per unlock) and tells the kit to show the frame. */
  function show(current: Session): HTMLElement {
    if (current.shown) return current.shown.root
    const root = doc.createElement('section')
    root.className = 'recovery'
    root.setAttribute('aria-labelledby', RECOVERY_TITLE_ID)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(root, event)
      if (event.key !== 'Escape' || !current.refuse) return
      event.preventDefault()
      current.refuse(recoveryCancelled())
    }
    doc.addEventListener('keydown', onKey)
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const height = Math.ceil(root.getBoundingClientRect().height)
            options.post({ type: 'FRAME_RECOVERY_SIZE', payload: { height } })
          })
    doc.body.append(root)
    resize?.observe(root)
    current.shown = {
      root,
      teardown() {
        resize?.disconnect()
        doc.removeEventListener('keydown', onKey)
        root.remove()
      },
    }
    options.post({ type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: current.requestId } })
    return root
  }

  /**
   * Shows `screen` and waits for the visitor: `wire` connects its controls to `answer`.
   * Cancel, Escape and the kit's cancel reject. After an answer the screen stays, working,
   * until the next question or the end of the unlock.
   */
  function ask<T>(
    screen: RecoveryScreen,
    wire: (answer: (value: T, working: string) => void) => void,
  ): Promise<T> {
    const current = session
    if (!current) return Promise.reject(new Error('The frame asked for a recovery secret unasked'))
    if (current.cancelled) return Promise.reject(recoveryCancelled())
    const root = show(current)
    root.replaceChildren(screen.content)
    current.screen = screen
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        current.refuse = undefined
      }
      current.refuse = (error) => {
        settle()
        screen.working('')
        reject(error)
      }
      screen.cancel.addEventListener('click', () => current.refuse?.(recoveryCancelled()))
      wire((value, working) => {
        settle()
        screen.working(working)
        resolve(value)
      })
      screen.focus.focus()
    })
  }

  const t = i18n.t
  const secrets: RecoverySecrets = {
    choose(context) {
      const chooseOnce = (): Promise<RecoverySecretChoice | 'back'> => {
        const view = drawChoose(doc, t, context)
        return ask<RecoverySecretChoice | 'password'>(view, (answer) => {
          view.passkey?.addEventListener('click', (event) => {
            // Only the visitor's own click: WebAuthn is called right after, on its activation.
            if (!isVisitorClick(event)) return
            answer({ kind: 'passkey' }, t('recovery.working.passkeyCreate'))
          })
          view.password.addEventListener('click', () => answer('password', ''))
        }).then((picked) => (picked === 'password' ? newPassword() : picked))
      }
      const newPassword = (): Promise<RecoverySecretChoice | 'back'> => {
        const view = drawNewPassword(doc, t, {
          minChars: RECOVERY_PASSWORD_MIN_CHARS,
          canGoBack: true,
        })
        return ask<RecoverySecretChoice | 'back'>(view, (answer) => {
          view.back?.addEventListener('click', () => answer('back', ''))
          view.form.addEventListener('submit', (event) => {
            event.preventDefault()
            const password = view.password.value
            const problem = password ? passwordProblem(password, { email: context.email }) : 'empty'
            if (problem) {
              view.refuse(problem, { count: RECOVERY_PASSWORD_MIN_CHARS })
              return
            }
            if (view.confirm?.value !== password) {
              view.refuse('mismatch')
              return
            }
            answer({ kind: 'password', password }, t('recovery.working.protect'))
          })
        })
      }
      const loop = async (): Promise<RecoverySecretChoice> => {
        for (;;) {
          const choice = await chooseOnce()
          if (choice !== 'back') return choice
        }
      }
      return loop()
    },
    password({ attempt }) {
      const view = drawEnterPassword(doc, t, { attempt })
      return ask<string>(view, (answer) => {
        view.form.addEventListener('submit', (event) => {
          event.preventDefault()
          if (!view.password.value) {
            view.refuse('empty')
            return
          }
          answer(view.password.value, t('recovery.working.check'))
        })
      })
    },
    confirmPasskey(context) {
      const view = drawPasskey(doc, t, context)
      return ask<void>(view, (answer) => {
        view.use.addEventListener('click', (event) => {
          if (!isVisitorClick(event)) return
          answer(undefined, t('recovery.working.passkey'))
        })
      })
    },
  }

  return {
    secrets,
    async during(requestId, work) {
      // One unlock at a time (the handlers see to it); a second one would not be seen.
      if (session) throw new Error('A recovery is already shown')
      const current: Session = { requestId, cancelled: false }
      session = current
      let outcome: 'unlocked' | 'cancelled' | 'failed' = 'failed'
      try {
        const result = await work()
        outcome = 'unlocked'
        return result
      } catch (error) {
        if (current.cancelled || isCancelled(error)) outcome = 'cancelled'
        throw error
      } finally {
        session = undefined
        if (current.shown) {
          current.shown.teardown()
          options.post({ type: 'FRAME_RECOVERY_DONE', payload: { requestId, outcome } })
        }
      }
    },
    cancel() {
      if (!session) return
      session.cancelled = true
      session.refuse?.(recoveryCancelled())
    },
  }
}

const isCancelled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'RECOVERY_CANCELLED'
