import { useState } from 'react'
import type { MailMessage } from '../../mail/schemas'
import { MessageView } from './MessageView'
import { useMessages } from './useMessages'

const time = (iso: string) => new Date(iso).toLocaleTimeString()

function Header() {
  return (
    <header>
      <h1>Mailbox</h1>
      <a href="./">Back to the shop</a>
    </header>
  )
}

export function Mailbox({ mailUrl }: { mailUrl: string | undefined }) {
  if (!mailUrl)
    return (
      <>
        <Header />
        <main>
          <p className="empty">
            No mail sink is configured for this page. Start the demo with <code>npm run demo</code>.
          </p>
        </main>
      </>
    )
  return <Inbox mailUrl={mailUrl} />
}

function Inbox({ mailUrl }: { mailUrl: string }) {
  const result = useMessages(mailUrl)
  const [openId, setOpenId] = useState<string | undefined>(undefined)
  const messages = result.state === 'loading' ? [] : result.messages
  // The newest message is open until the visitor picks another.
  const open: MailMessage | undefined =
    messages.find((message) => message.id === openId) ?? messages[0]

  return (
    <>
      <Header />
      <main>
        <section aria-labelledby="inbox-heading">
          <h2 id="inbox-heading">Inbox</h2>
          <p role="status" className="meta">
            {result.state === 'loading' && 'Loading messages…'}
            {result.state === 'ready' &&
              (messages.length === 1 ? '1 message' : `${messages.length} messages`)}
            {result.state === 'failed' && `Cannot reach the mail sink (${result.reason}).`}
          </p>
          {messages.length === 0 && result.state !== 'loading' ? (
            <p className="empty">No messages yet. Ask for a sign-in code in the shop.</p>
          ) : (
            <ul className="messages" aria-label="Messages, newest first">
              {messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    aria-current={message.id === open?.id}
                    onClick={() => setOpenId(message.id)}
                  >
                    {message.subject}
                    <span className="meta">
                      To {message.to.join(', ')} at {time(message.receivedAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {open && <MessageView message={open} />}
      </main>
    </>
  )
}
