// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailApi, type MailApi } from '../demo/mail/api'
import { approvalLinkIn, codeIn } from '../demo/mail/extract'
import { mailListSchema } from '../demo/mail/schemas'
import { startMailSink, type MailSink } from '../demo/mail/sink'
import { LANGUAGES } from '../core/i18n/languages'
import {
  codeMail,
  deviceApprovalMail,
  emailChangeCurrentMail,
  emailChangedMail,
  emailChangeNewMail,
  emailInUseMail,
  signUpMail,
  smtpMailer,
  type Mailer,
  type MailMessage,
} from './mail'
import { acceptedTags, mailLanguageOf, negotiateKitLanguage } from './mail/language'

// A real SMTP conversation: nodemailer (the service's transport) into smtp-server (the demo's
// sink) on a free port of 127.0.0.1.
let sink: MailSink
let api: MailApi
let mailer: Mailer
const PAGE = 'http://127.0.0.1:5999'
beforeAll(async () => {
  sink = await startMailSink()
  api = await startMailApi(sink, { allowedOrigins: [PAGE] })
  mailer = smtpMailer({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    from: 'Portico <no-reply@portico.localhost>',
  })
})
afterAll(async () => {
  mailer.close()
  await api.stop()
  await sink.stop()
})

describe('e-mail over SMTP', () => {
  it('delivers the code in plain English to the sink', async () => {
    await mailer.send(codeMail('ada@example.com', '042917'))
    const [message] = sink.messages()
    expect(message).toMatchObject({
      from: 'no-reply@portico.localhost',
      to: ['ada@example.com'],
      subject: 'Your sign-in code: 042917',
    })
    expect(message?.text).toContain('Your sign-in code is 042917')
    expect(message?.text).toContain('expires in 10 minutes')
    expect(codeIn(message?.text ?? '')).toBe('042917')
  })

  it('delivers the device-approval link, which the mailbox finds', async () => {
    const link = 'http://127.0.0.1:5175/v1/device/approve?token=abc_DEF-123'
    await mailer.send(deviceApprovalMail('ada@example.com', link))
    const [newest] = sink.messages()
    expect(newest?.subject).toBe('Approve sign-in on a new device')
    expect(approvalLinkIn(newest?.text ?? '')).toBe(link)
    expect(codeIn(newest?.text ?? '')).toBeUndefined()
  })

  it('lists the messages newest first over HTTP, by recipient, with CORS for the page only', async () => {
    await mailer.send(codeMail('bob@example.com', '111222'))
    const all = await fetch(`${api.url}/messages`, { headers: { origin: PAGE } })
    expect(all.headers.get('access-control-allow-origin')).toBe(PAGE)
    const { messages } = mailListSchema.parse(await all.json())
    expect(messages.map((message) => message.to[0])).toEqual([
      'bob@example.com',
      'ada@example.com',
      'ada@example.com',
    ])
    const forAda = mailListSchema.parse(
      await (await fetch(`${api.url}/messages?to=ADA@example.com`)).json(),
    )
    expect(forAda.messages).toHaveLength(2)
    const stranger = await fetch(`${api.url}/messages`, {
      headers: { origin: 'http://evil.example' },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})

const LINK = 'https://auth.example/v1/device/approve?token=abc_DEF-123'

/** Every e-mail the service writes, in `language`. */
const everyMail = (language: (typeof LANGUAGES)[number]): MailMessage[] => [
  codeMail('ada@example.com', '042917', language),
  deviceApprovalMail('ada@example.com', LINK, language),
  signUpMail('ada@example.com', LINK, language),
  emailChangeCurrentMail('ada@example.com', '042917', 'ada@new.example', language),
  emailChangeNewMail('ada@new.example', '042917', language),
  emailInUseMail('ada@new.example', language),
  emailChangedMail('ada@example.com', 'ada@new.example', language),
]

describe("e-mails in the reader's language", () => {
  it.each([
    ['fr', 'Votre code de connexion\u202f: 042917', 'expire dans 10 minutes'],
    ['ja', 'ログインコード：042917', '10 分後に'],
    ['ar', 'رمز تسجيل الدخول: 042917', 'خلال 10 دقائق'],
  ] as const)(
    'a code e-mail in %s has the code, its subject and its life',
    (language, subject, life) => {
      const mail = codeMail('ada@example.com', '042917', language)
      expect(mail.subject).toBe(subject)
      expect(mail.text).toContain(life)
      expect(codeIn(mail.text)).toBe('042917')
      expect(mail.text).not.toBe(codeMail('ada@example.com', '042917').text)
    },
  )

  it.each(LANGUAGES)('every e-mail in %s is filled, with its code or link found', (language) => {
    for (const mail of everyMail(language)) {
      // No placeholder left, no key path written instead of a text.
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(
        /{{|}}|\b(code|link|device|signUp|page)\.[a-z]/,
      )
    }
    const [code, device, signUp] = everyMail(language)
    expect(codeIn(code?.text ?? '')).toBe('042917')
    expect(approvalLinkIn(device?.text ?? '')).toBe(LINK)
    expect(approvalLinkIn(signUp?.text ?? '')).toBe(LINK)
  })
})

describe('the language of an e-mail', () => {
  it("is the nearest of the kit's languages to the request's Accept-Language", () => {
    expect(acceptedTags('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en'])
    expect(acceptedTags('en;q=0.2, de-DE, ja;q=0')).toEqual(['de-DE', 'en'])
    expect(mailLanguageOf('de-DE,de;q=0.9')).toBe('de')
    expect(mailLanguageOf('zh-HK')).toBe('zh-TW')
    expect(mailLanguageOf('pt')).toBe('pt-BR')
    expect(mailLanguageOf('sv-SE, nl;q=0.5')).toBe('nl')
    expect(mailLanguageOf('en-XA')).toBe('en')
  })

  it('is English for an unknown, absent or malformed header', () => {
    expect(negotiateKitLanguage('sv-SE')).toBeUndefined()
    expect(mailLanguageOf('sv-SE')).toBe('en')
    expect(mailLanguageOf(undefined)).toBe('en')
    expect(mailLanguageOf('*')).toBe('en')
    expect(mailLanguageOf('x'.repeat(300))).toBe('en')
    expect(mailLanguageOf('a;;;q=abc,,,')).toBe('en')
  })
})
