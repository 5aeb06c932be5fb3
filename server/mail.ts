import nodemailer from 'nodemailer'
import { CODE_LIFETIME_MS, DEVICE_APPROVAL_LIFETIME_MS, SMTP_TIMEOUTS_MS } from './limits'

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
      `If it is you, open this link, check the request and approve it:\n${link}\n\n` +
      `We will then e-mail you a sign-in code. The link expires in ` +
      `${minutes(DEVICE_APPROVAL_LIFETIME_MS)} minutes.\n\n` +
      `If it is not you, ignore this e-mail: nothing is approved unless you press Approve, ` +
      `and your wallet stays safe.\n`,
  }
}

/** The approval link for an address without an account yet: it proves the mailbox first. */
export function signUpMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address to sign in',
    text:
      `Someone asked to sign in to a wallet with this e-mail address.\n\n` +
      `If it is you, open this link, check the request and approve it:\n${link}\n\n` +
      `We will then e-mail you a sign-in code. The link expires in ` +
      `${minutes(DEVICE_APPROVAL_LIFETIME_MS)} minutes.\n\n` +
      `If it is not you, ignore this e-mail: nothing is approved unless you press Approve.\n`,
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

/** To the new address of an e-mail change when another account already has it: no code. */
export function emailInUseMail(to: string): MailMessage {
  return {
    to,
    subject: 'This e-mail address already has a wallet',
    text:
      `Someone asked to move another wallet to this e-mail address. It already belongs to a ` +
      `wallet, so it cannot be used for a second one, and nothing was changed.\n\n` +
      `If it was you, sign in with this address instead.\n`,
  }
}

/** To the old address once an e-mail change is done: every other sign-in was ended. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: "Your wallet's e-mail address was changed",
    text:
      `Your wallet's e-mail address was changed to ${newEmail}. Sign-in codes and links go ` +
      `there from now on, and every other sign-in of your wallet was ended.\n\n` +
      `If you did not do this, someone else may control your wallet: contact the site where ` +
      `you use it at once.\n`,
  }
}
