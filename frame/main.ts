// The embedded wallet's page (the "secure site"): served by the auth service from its own
// origin, loaded by the kit in a hidden frame, or opened by it as the wallet window where the
// browser refuses the frame its storage. It keeps the key and the session out of the host
// page's reach and answers the kit's messages (protocol/frame/messages).
import type { FrameApprovalEvent, FrameRecoveryEvent } from '../protocol/frame/messages'
import { isRightToLeft } from '../core/i18n/languages'
import { startBridge } from './bridge'
import { createConsent } from './consent/consent'
import { createFrameI18n } from './consent/i18n'
import { applyTheme } from './consent/theme'
import { webAuthnPrf } from './custody/webauthn'
import { createDeviceStore } from './deviceStore'
import { createFrameHandlers } from './handlers'
import { frameModeOf } from './mode'
import { createRecoveryPrompt } from './recovery/prompt'
import { createServiceClient } from './service'
import { createSessionStore } from './session'
import { createSocialStore } from './social'
import { browserStorage, probeStorage } from './storageProbe'
import { drawWindowPage, type WindowPage } from './window/page'

async function start() {
  const mode = frameModeOf(window, location.search)
  // Neither embedded nor the page's wallet window, or without a proper parent origin: nothing
  // to answer.
  if (!mode) return
  const { counterpart, counterpartOrigin: parentOrigin } = mode
  const storage = await probeStorage(browserStorage(document, window))
  if (!storage) {
    // Nothing could be kept here (the session, the device share): the kit offers the window.
    counterpart.postMessage({ type: 'FRAME_STORAGE_BLOCKED', payload: {} }, parentOrigin)
    return
  }
  const query = new URLSearchParams(location.search)
  const chain = Number((query.get('chainId') ?? 'eip155:1').replace(/^eip155:/, ''))
  let language: string | undefined
  const service = createServiceClient({
    baseUrl: location.origin,
    language: () => language,
    pageOrigin: parentOrigin,
  })
  const session = createSessionStore(service, storage.local)
  let post: (message: unknown) => void = () => undefined
  const i18n = createFrameI18n(navigator.language)
  // The document speaks the frame's language, right to left where it is written so.
  const showLanguage = () => {
    document.documentElement.lang = i18n.language()
    document.documentElement.dir = isRightToLeft(i18n.language()) ? 'rtl' : 'ltr'
  }
  showLanguage()
  const page: WindowPage | undefined =
    mode.kind === 'window'
      ? drawWindowPage({
          doc: document,
          i18n,
          siteOrigin: parentOrigin,
          backToSite: () => counterpart.focus(),
        })
      : undefined
  // The wallet's questions are posted to the kit; the window's own page makes way for them.
  const postHold = (event: FrameApprovalEvent | FrameRecoveryEvent) => {
    page?.follow(event)
    post(event)
  }
  const consent = createConsent({
    doc: document,
    nav: navigator,
    i18n,
    siteOrigin: parentOrigin,
    post: postHold,
  })
  const recovery = createRecoveryPrompt({
    doc: document,
    nav: navigator,
    i18n,
    post: postHold,
  })
  const handlers = createFrameHandlers({
    service,
    session,
    devices: createDeviceStore(storage.indexedDB),
    initialChainId: Number.isSafeInteger(chain) && chain > 0 ? chain : 1,
    onSession: (token) => post({ type: 'FRAME_SESSION_UPDATE', payload: { token } }),
    reload: () => location.reload(),
    consent,
    recovery,
    passkeys: typeof navigator.credentials === 'undefined' ? undefined : webAuthnPrf(),
    onTheme: (theme) => applyTheme(document.documentElement, theme),
    social: createSocialStore(storage.local),
  })
  const bridge = startBridge({
    self: window,
    parent: counterpart,
    parentOrigin,
    version: query.get('version') ?? undefined,
    handle: async (message) => {
      const result = await handlers.handle(message)
      const next = handlers.language() ?? language
      if (next !== language) {
        i18n.setLanguage(next)
        showLanguage()
        page?.refresh()
      }
      language = next
      return result
    },
  })
  post = bridge.post
}

void start()
