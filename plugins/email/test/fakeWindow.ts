/**
 * A page window for the messenger's suites: its listeners, a document that makes fake
 * iframes (whose contentWindow records what is posted to it), and the page's origin. Timers
 * are the global ones, so Vitest's fake timers drive them.
 */
export interface Posted {
  message: unknown
  targetOrigin: string
}

export function createFakeWindow(origin = 'https://shop.example') {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: Posted[] = []
  const appended: FakeFrame[] = []
  const contentWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, targetOrigin })
    },
  }
  class FakeFrame {
    id = ''
    src = ''
    title = ''
    tabIndex = 0
    style: Record<string, string> = {}
    attributes: Record<string, string> = {}
    contentWindow = contentWindow
    removed = false
    focused = false
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    }
    removeAttribute(name: string) {
      delete this.attributes[name]
    }
    focus() {
      this.focused = true
    }
    remove() {
      this.removed = true
    }
  }
  const win = {
    location: { origin },
    document: {
      createElement: () => new FakeFrame(),
      body: { appendChild: (frame: FakeFrame) => appended.push(frame) },
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  }
  return {
    window: win as unknown as Window,
    posted,
    appended,
    frameWindow: contentWindow,
    /** A message event as the browser would deliver it. */
    deliver(data: unknown, from: { origin: string; source?: unknown }) {
      const event = { data, origin: from.origin, source: from.source ?? contentWindow }
      for (const listener of [...listeners]) listener(event as unknown as MessageEvent)
    },
    listenerCount: () => listeners.size,
  }
}
