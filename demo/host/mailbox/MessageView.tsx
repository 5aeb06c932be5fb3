import { approvalLinkIn, codeIn } from '../../mail/extract'
import type { MailMessage } from '../../mail/schemas'

/** One message: its sign-in code large, its device-approval link as a link, then its text. */
export function MessageView({ message }: { message: MailMessage }) {
  const code = codeIn(message.text)
  const link = approvalLinkIn(message.text)
  return (
    <article className="reader" aria-labelledby="message-subject">
      <h2 id="message-subject">{message.subject}</h2>
      <p className="meta">
        From {message.from} to {message.to.join(', ')}, received{' '}
        {new Date(message.receivedAt).toLocaleString()}
      </p>
      {code && (
        <section aria-label="Sign-in code">
          <p className="code">{code}</p>
        </section>
      )}
      {link && (
        <p>
          {/* Opens on the auth service, in a new tab: the sign-in window stays where it is. */}
          <a href={link} target="_blank" rel="noopener noreferrer">
            Approve this device
          </a>
        </p>
      )}
      <pre>{message.text}</pre>
    </article>
  )
}
