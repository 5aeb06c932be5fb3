// The embedded wallet's page (the "secure site"): served by the auth service from its own
// origin, loaded by the kit in a hidden frame. It keeps the key and the session out of the
// host page's reach and answers the kit's messages (core/frame/schemas).
import { startBridge, parentOriginOf } from './bridge'
import { createConsent } from './consent/consent'
import { createFrameI18n } from './consent/i18n'
import { applyTheme } from './consent/theme'
import { webAuthnPrf } from './custody/webauthn'
import { createDeviceStore } from './deviceStore'
import { createFrameHandlers } from './handlers'
import { createRecoveryPrompt } from './recovery/prompt'
import { createServiceClient } from './service'
import { createSessionStore } from './session'

function start() {
  const parentOrigin = parentOriginOf(location.search)
  // Not embedded, or embedded without a proper parent origin: nothing to answer.
  if (!parentOrigin || window.parent === window) return
  const query = new URLSearchParams(location.search)
  const chain = Number((query.get('chainId') ?? 'eip155:1').replace(/^eip155:/, ''))
  let language: string | undefined
  const service = createServiceClient({
    baseUrl: location.origin,
    language: () => language,
    pageOrigin: parentOrigin,
  })
  const session = createSessionStore(service, localStorage)
  let post: (message: unknown) => void = () => undefined
  const i18n = createFrameI18n(navigator.language)
  const consent = createConsent({
    doc: document,
    nav: navigator,
    i18n,
    siteOrigin: parentOrigin,
    post: (event) => post(event),
  })
  const recovery = createRecoveryPrompt({
    doc: document,
    nav: navigator,
    i18n,
    post: (event) => post(event),
  })
  const handlers = createFrameHandlers({
    service,
    session,
    devices: createDeviceStore(),
    initialChainId: Number.isSafeInteger(chain) && chain > 0 ? chain : 1,
    onSession: (token) => post({ type: 'FRAME_SESSION_UPDATE', payload: { token } }),
    reload: () => location.reload(),
    consent,
    recovery,
    passkeys: typeof navigator.credentials === 'undefined' ? undefined : webAuthnPrf(),
    onTheme: (theme) => applyTheme(document.documentElement, theme),
  })
  const bridge = startBridge({
    self: window,
    parent: window.parent,
    parentOrigin,
    version: query.get('version') ?? undefined,
    handle: async (message) => {
      const result = await handlers.handle(message)
      const next = handlers.language() ?? language
      if (next !== language) {
        i18n.setLanguage(next)
        document.documentElement.lang = i18n.language()
      }
      language = next
      return result
    },
  })
  post = bridge.post
}

start()
