// The SMTP sink's HTTP API (demo/mail/api.ts): its answers, parsed by the Mailbox page and
// the browser tests with these same schemas.
import * as z from 'zod/mini'

export const mailMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  receivedAt: z.string(),
})
export type MailMessage = z.infer<typeof mailMessageSchema>

/** GET /messages (optionally ?to=<address>): newest first. */
export const mailListSchema = z.object({ messages: z.array(mailMessageSchema) })
export type MailList = z.infer<typeof mailListSchema>
