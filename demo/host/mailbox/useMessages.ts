import { useEffect, useState } from 'react'
import { mailListSchema, type MailMessage } from '../../mail/schemas'

// How often the page asks the sink again: a code should show within a moment of being sent.
const REFRESH_MS = 2_000

export type MessagesState =
  | { state: 'loading' }
  | { state: 'ready'; messages: MailMessage[] }
  | { state: 'failed'; reason: string; messages: MailMessage[] }

/** The sink's messages (newest first), asked again every REFRESH_MS while the page is open. */
export function useMessages(mailUrl: string): MessagesState {
  const [result, setResult] = useState<MessagesState>({ state: 'loading' })

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const controller = new AbortController()
    const load = async () => {
      try {
        const response = await fetch(`${mailUrl}/messages`, { signal: controller.signal })
        if (!response.ok) throw new Error(`the mail sink answered ${response.status}`)
        const { messages } = mailListSchema.parse(await response.json())
        if (!stopped) setResult({ state: 'ready', messages })
      } catch (error) {
        if (stopped) return
        // The last list stays on screen: a moment without the sink loses nothing.
        setResult((previous) => ({
          state: 'failed',
          reason: error instanceof Error ? error.message : String(error),
          messages: previous.state === 'loading' ? [] : previous.messages,
        }))
      }
      if (!stopped) timer = setTimeout(() => void load(), REFRESH_MS)
    }
    void load()
    return () => {
      stopped = true
      controller.abort()
      clearTimeout(timer)
    }
  }, [mailUrl])

  return result
}
