import nodemailer from 'nodemailer'
import type { KitLanguage } from '../core/i18n/languages'
import { CODE_LIFETIME_MS, DEVICE_APPROVAL_LIFETIME_MS, SMTP_TIMEOUTS_MS } from './limits'
import { mailStrings, type MailStrings } from './mail/strings'

/** What the service e-mails: plain text, rendered in the reader's language before it is queued. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

export interface SmtpOptions {
  host: string
  port: number
  /** TLS from the first byte (port 465). Otherwise STARTTLS when the server offers it. */
  secure: boolean
  user?: string | undefined
  pass?: string | undefined
  /** The From header, e.g. `Portico <no-reply@example.com>`. */
  from: string
}

/** Sends through an SMTP server with nodemailer. */
export function smtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    // Bounded, so one attempt ends well within the outbox's claim (MAIL_CLAIM_MS).
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
    ...(options.user !== undefined && {
      auth: { user: options.user, pass: options.pass ?? '' },
    }),
  })
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message })
    },
    close: () => transport.close(),
  }
}

/** "10 minutes", in the mail's language: the life of what the mail carries. */
const duration = ({ t }: MailStrings, ms: number) =>
  t('duration', { count: Math.round(ms / 60_000) })

/** Paragraphs of plain text, a blank line between them. */
const paragraphs = (...lines: string[]) => `${lines.join('\n\n')}\n`

export function codeMail(to: string, code: string, language: KitLanguage = 'en'): MailMessage {
  const strings = mailStrings(language)
  const { t } = strings
  return {
    to,
    subject: t('code.subject', { code }),
    text: paragraphs(
      t('code.intro', { code }),
      t('code.use', { duration: duration(strings, CODE_LIFETIME_MS) }),
      t('code.neverShare'),
      t('code.notYou'),
    ),
  }
}

/** The link on a line of its own after the sentence that asks to open it, for any mail client. */
function linkMail(
  to: string,
  link: string,
  language: KitLanguage,
  kind: 'device' | 'signUp',
): MailMessage {
  const strings = mailStrings(language)
  const { t } = strings
  return {
    to,
    subject: t(`${kind}.subject`),
    text: paragraphs(
      t(`${kind}.intro`),
      `${t('link.open')}\n${link}`,
      t('link.then', { duration: duration(strings, DEVICE_APPROVAL_LIFETIME_MS) }),
      t(`${kind}.notYou`),
    ),
  }
}

export function deviceApprovalMail(
  to: string,
  link: string,
  language: KitLanguage = 'en',
): MailMessage {
  return linkMail(to, link, language, 'device')
}

/** The approval link for an address without an account yet: it proves the mailbox first. */
export function signUpMail(to: string, link: string, language: KitLanguage = 'en'): MailMessage {
  return linkMail(to, link, language, 'signUp')
}

export function emailChangeCurrentMail(
  to: string,
  code: string,
  newEmail: string,
  language: KitLanguage = 'en',
): MailMessage {
  const strings = mailStrings(language)
  const { t } = strings
  return {
    to,
    subject: t('changeCurrent.subject', { code }),
    text: paragraphs(
      t('changeCurrent.intro', { newEmail }),
      t('changeCurrent.code', { code }),
      t('expiry', { duration: duration(strings, CODE_LIFETIME_MS) }),
      t('changeCurrent.notYou'),
      t('code.neverShare'),
    ),
  }
}

export function emailChangeNewMail(
  to: string,
  code: string,
  language: KitLanguage = 'en',
): MailMessage {
  const strings = mailStrings(language)
  const { t } = strings
  return {
    to,
    subject: t('changeNew.subject', { code }),
    text: paragraphs(
      t('changeNew.code', { code }),
      t('expiry', { duration: duration(strings, CODE_LIFETIME_MS) }),
      t('code.neverShare'),
    ),
  }
}

/** To the new address of an e-mail change when another account already has it: no code. */
export function emailInUseMail(to: string, language: KitLanguage = 'en'): MailMessage {
  const { t } = mailStrings(language)
  return {
    to,
    subject: t('inUse.subject'),
    text: paragraphs(t('inUse.intro'), t('inUse.ifYou')),
  }
}

/** To the old address once an e-mail change is done: every other sign-in was ended. */
export function emailChangedMail(
  to: string,
  newEmail: string,
  language: KitLanguage = 'en',
): MailMessage {
  const { t } = mailStrings(language)
  return {
    to,
    subject: t('changed.subject'),
    text: paragraphs(t('changed.intro', { newEmail }), t('changed.notYou')),
  }
}
