import nodemailer from 'nodemailer'
import { CODE_LIFETIME_MS, DEVICE_APPROVAL_LIFETIME_MS } from './limits'

/** What the service e-mails: plain text, in plain English. */
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

const minutes = (ms: number) => Math.round(ms / 60_000)

export function codeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text:
      `Your sign-in code is ${code}\n\n` +
      `Enter it where you asked for it. It works once and expires in ` +
      `${minutes(CODE_LIFETIME_MS)} minutes.\n\n` +
      `If you did not ask to sign in, you can ignore this e-mail.\n`,
  }
}

export function deviceApprovalMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Approve sign-in on a new device',
    text:
      `Someone is signing in to your wallet on a device we have not seen before.\n\n` +
      `If it is you, open this link to approve the device:\n${link}\n\n` +
      `We will then e-mail you a sign-in code. The link expires in ` +
      `${minutes(DEVICE_APPROVAL_LIFETIME_MS)} minutes.\n\n` +
      `If it is not you, do not open the link: your wallet stays safe.\n`,
  }
}

export function emailChangeCurrentMail(to: string, code: string, newEmail: string): MailMessage {
  return {
    to,
    subject: `Confirm your e-mail change: ${code}`,
    text:
      `You asked to change your wallet's e-mail address to ${newEmail}.\n\n` +
      `Your confirmation code is ${code}\n\nIt expires in ${minutes(CODE_LIFETIME_MS)} minutes. ` +
      `If you did not ask for this, ignore this e-mail: nothing changes.\n`,
  }
}

export function emailChangeNewMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Confirm your new e-mail address: ${code}`,
    text:
      `Your code to confirm this address for your wallet is ${code}\n\n` +
      `It expires in ${minutes(CODE_LIFETIME_MS)} minutes.\n`,
  }
}
