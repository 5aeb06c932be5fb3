// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailApi, type MailApi } from '../demo/mail/api'
import { approvalLinkIn, codeIn } from '../demo/mail/extract'
import { mailListSchema } from '../demo/mail/schemas'
import { startMailSink, type MailSink } from '../demo/mail/sink'
import { codeMail, deviceApprovalMail, smtpMailer, type Mailer } from './mail'

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
