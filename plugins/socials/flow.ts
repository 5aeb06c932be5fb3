/**
 * A social sign-in from the kit's side: the popup (opened in the visitor's click) or the
 * redirect fallback goes to the provider's page the frame asked the auth service for; what
 * comes back (a one-time grant) is relayed to the frame, which alone can redeem it; then the
 * kit connects through the embedded wallet's connector. Farcaster: the frame opens a channel,
 * the view shows its QR code and link, the frame waits for the app's approval.
 */
import { eip155ChainId, isWebUrl, selectCurrentView, type PluginContext } from 'portico/plugin'
import {
  EMBEDDED_WALLET_LIVE,
  type EmbeddedWalletAccess,
} from '../../protocol/frame/embeddedWallet'
import {
  grantUri,
  socialResultOfFragment,
  type SocialResult,
} from '../../protocol/frame/socialResult'
import { awaitPopup, openSocialPopup, returnAddress } from './popup'
import type { PopupProvider, SocialSource } from './providers'
import { redirectMemory } from './redirectMemory'
import {
  farcasterUrlReceived,
  socialEnded,
  socialFailed,
  socialStarted,
  socialStateOf,
  type SocialErrorKey,
} from './slice'

/** After the visitor leaves ConnectingFarcaster, the frame is reloaded this much later (its
 * wait on the channel ends with it). */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** The page a sign-in runs on: its window (messages) and address (the redirect fallback). */
export interface SignInPage {
  win: Window
  location: Pick<Location, 'href' | 'assign'>
}
const thisPage = (): SignInPage => ({ win: window, location: window.location })

/** The embedded wallet the e-mail plugin lends (absent without an auth service). */
export const embeddedWalletOf = (context: Pick<PluginContext, 'live'>) =>
  context.live.get<EmbeddedWalletAccess>(EMBEDDED_WALLET_LIVE.kind, EMBEDDED_WALLET_LIVE.id)

/**
 * The embedded wallet once the e-mail plugin has set it up (it may load after this plugin);
 * undefined once it is off, failed, or set up without one (no auth service).
 */
export function whenEmbeddedWallet(
  context: PluginContext,
): Promise<EmbeddedWalletAccess | undefined> {
  const settled = () => {
    const wallet = embeddedWalletOf(context)
    if (wallet) return { wallet }
    const status = context.getState().plugins.byId.email?.status
    return status === 'ready' || status === 'disabled' || status === 'failed'
      ? { wallet: undefined }
      : undefined
  }
  const now = settled()
  if (now) return Promise.resolve(now.wallet)
  return new Promise((resolve) => {
    const stop = context.store.subscribe(() => {
      const later = settled()
      if (!later) return
      stop()
      resolve(later.wallet)
    })
  })
}

/** Per modal (keyed by its store): the sign-in under way, stopped when another starts. */
const running = new WeakMap<object, AbortController>()

function begin(context: PluginContext, source: SocialSource | undefined) {
  running.get(context.store)?.abort()
  const controller = new AbortController()
  running.set(context.store, controller)
  context.dispatch(socialStarted(source))
  return { attempt: socialStateOf(context.getState()).attempt, signal: controller.signal }
}

const fail = (context: PluginContext, attempt: number, error: SocialErrorKey) =>
  context.dispatch(socialFailed({ attempt, error }))

/** The modal's default network, where the new session starts (eip155 only). */
function startChain(context: PluginContext): number | undefined {
  const { defaultNetwork } = context.options
  return defaultNetwork.chainNamespace === 'eip155'
    ? eip155ChainId(defaultNetwork.caipNetworkId)
    : undefined
}

/** The plugin's views a sign-in passes through, which give way to Connect once it succeeded. */
const SIGN_IN_PATH: ReadonlySet<string | undefined> = new Set([
  'SocialsMore',
  'ConnectingSocial',
  'ConnectingFarcaster',
])

/**
 * Whether no view is open above the sign-in's: a new wallet's recovery screen (the frame's,
 * shown by the e-mail plugin's view, pushed over the sign-in) leaves once the frame is done
 * with it, which may be just after the frame answered the sign-in. Also when the modal closed
 * or the sign-in's views are gone (the visitor went back): nothing is above them then.
 */
function signInViewOnTop(context: PluginContext): boolean {
  const state = context.getState()
  if (!state.modal.open) return true
  const views = state.router.history.map((entry) => entry.view)
  const top = views.length - 1
  for (let index = top; index >= 0; index -= 1)
    if (SIGN_IN_PATH.has(views[index])) return index === top
  return true
}

/** Resolves once signInViewOnTop holds. */
function whenSignInViewOnTop(context: PluginContext): Promise<void> {
  if (signInViewOnTop(context)) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = context.store.subscribe(() => {
      if (!signInViewOnTop(context)) return
      stop()
      resolve()
    })
  })
}

/**
 * Signed in: back to the view the sign-in started from (Connect), so what follows a connection
 * applies as after choosing a wallet there (the modal closes, or the view that asked for a
 * connection comes back); opened as the first view, going back closes the modal. A view the
 * frame's recovery put above the sign-in's leaves first by itself.
 */
async function connectFromConnect(
  context: PluginContext,
  wallet: EmbeddedWalletAccess,
  user: Parameters<EmbeddedWalletAccess['connect']>[0],
) {
  context.track('SOCIAL_LOGIN_SUCCESS')
  await whenSignInViewOnTop(context)
  // Over before the view changes: leaving it then stops nothing.
  context.dispatch(socialEnded())
  for (let step = 0; step < SIGN_IN_PATH.size; step += 1) {
    if (!SIGN_IN_PATH.has(selectCurrentView(context.getState()))) break
    context.router.back()
  }
  await wallet.connect(user)
}

/** The grant goes to the frame; the user it answers is connected. */
async function redeem(
  context: PluginContext,
  wallet: EmbeddedWalletAccess,
  result: SocialResult,
  attempt: number,
): Promise<void> {
  if ('error' in result) {
    fail(context, attempt, result.error === 'access_denied' ? 'errors.denied' : 'errors.failed')
    return
  }
  const chainId = startChain(context)
  const user = await wallet.request('CONNECT_SOCIAL', {
    uri: grantUri(result.grant),
    ...(chainId !== undefined && { chainId }),
  })
  if (socialStateOf(context.getState()).attempt !== attempt) return
  await connectFromConnect(context, wallet, user)
}

/**
 * Signs in with `provider` in `popup` (opened empty in the visitor's click), or, when the
 * browser refused the popup (null), by leaving for the provider's page and coming back.
 */
export async function signInWithProvider(
  context: PluginContext,
  provider: PopupProvider,
  popup: Window | null,
  page: SignInPage = thisPage(),
): Promise<void> {
  const { attempt, signal } = begin(context, provider)
  const wallet = embeddedWalletOf(context)
  if (!wallet) {
    popup?.close()
    fail(context, attempt, 'errors.unavailable')
    return
  }
  try {
    if (!popup) {
      const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', {
        provider,
        returnTo: returnAddress(page.location.href),
      })
      if (!isWebUrl(uri)) throw new Error('Not a web address')
      redirectMemory.remember(provider)
      page.location.assign(uri)
      return
    }
    const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', { provider }, { signal })
    if (!isWebUrl(uri)) throw new Error('Not a web address')
    if (popup.closed) {
      fail(context, attempt, 'errors.popupClosed')
      return
    }
    popup.location.href = uri
    const outcome = await awaitPopup(popup, wallet.serviceOrigin, { win: page.win, signal })
    if ('aborted' in outcome) return
    if ('closed' in outcome) {
      fail(context, attempt, 'errors.popupClosed')
      return
    }
    await redeem(context, wallet, outcome, attempt)
  } catch (error) {
    popup?.close()
    if (signal.aborted) return
    context.logger.warn('The social sign-in failed', error)
    fail(context, attempt, 'errors.failed')
  }
}

/**
 * Back from the provider's page (the redirect fallback): the outcome in the address's fragment
 * is taken out of it (so a reload or a shared link does not carry it) and finished here.
 */
export async function resumeRedirect(
  context: PluginContext,
  location: Pick<Location, 'hash' | 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<boolean> {
  const result = socialResultOfFragment(location.hash)
  const provider = redirectMemory.take()
  if (!result) return false
  history.replaceState(history.state, '', returnAddress(location.href))
  const { attempt } = begin(context, provider)
  if (provider) void context.open({ view: 'ConnectingSocial', data: { provider } })
  const wallet = await whenEmbeddedWallet(context)
  if (!wallet) {
    fail(context, attempt, 'errors.unavailable')
    return true
  }
  try {
    await redeem(context, wallet, result, attempt)
  } catch (error) {
    context.logger.warn('The social sign-in failed', error)
    fail(context, attempt, 'errors.failed')
  }
  return true
}

/**
 * Farcaster: the frame opens a channel (its URL is the QR code and the deep link), then
 * waits until the visitor approves in the app; the frame's user is then connected.
 */
export async function signInWithFarcaster(context: PluginContext): Promise<void> {
  const { attempt, signal } = begin(context, 'farcaster')
  const wallet = embeddedWalletOf(context)
  if (!wallet) {
    fail(context, attempt, 'errors.unavailable')
    return
  }
  try {
    const { url } = await wallet.request('GET_FARCASTER_URI', {}, { signal })
    if (!isWebUrl(url)) throw new Error('Not a web address')
    context.dispatch(farcasterUrlReceived({ attempt, url }))
    await wallet.request('CONNECT_FARCASTER', {}, { signal })
    if (signal.aborted) return
    const chainId = startChain(context)
    const user = await wallet.request('GET_USER', chainId === undefined ? {} : { chainId }, {
      signal,
    })
    if (socialStateOf(context.getState()).attempt !== attempt) return
    await connectFromConnect(context, wallet, user)
  } catch (error) {
    if (signal.aborted) return
    context.logger.warn('The Farcaster sign-in failed', error)
    const expired =
      typeof error === 'object' &&
      error !== null &&
      'details' in error &&
      typeof error.details === 'object' &&
      error.details !== null &&
      'code' in error.details &&
      error.details.code === 'CODE_EXPIRED'
    fail(context, attempt, expired ? 'errors.expired' : 'errors.failed')
  }
}

/**
 * The visitor left a sign-in (Back, Cancel): its wait stops. Leaving Farcaster also reloads the
 * frame a moment later, which ends its wait on the channel.
 */
export function leaveSignIn(context: PluginContext): void {
  const { source, step } = socialStateOf(context.getState())
  running.get(context.store)?.abort()
  running.delete(context.store)
  context.dispatch(socialEnded())
  if (source !== 'farcaster' || step !== 'connecting') return
  const wallet = embeddedWalletOf(context)
  if (!wallet) return
  setTimeout(() => {
    wallet.request('RELOAD', {}).catch((error: unknown) => {
      context.logger.warn('The wallet frame did not reload', error)
    })
  }, FARCASTER_RELOAD_DELAY_MS)
}

/**
 * A sign-in method chosen (in the visitor's click): Farcaster's view starts its channel; a
 * provider's popup opens now, before anything is awaited, and its view follows the sign-in.
 */
export function chooseSocial(
  context: PluginContext,
  source: SocialSource,
  { replace = false }: { replace?: boolean } = {},
): void {
  if (source === 'farcaster') {
    if (replace) context.router.replace('ConnectingFarcaster')
    else context.router.push('ConnectingFarcaster')
    return
  }
  const popup = openSocialPopup()
  if (replace) context.router.replace('ConnectingSocial', { provider: source })
  else context.router.push('ConnectingSocial', { provider: source })
  void signInWithProvider(context, source, popup)
}
