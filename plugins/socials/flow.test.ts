import { configureStore } from '@reduxjs/toolkit'
import type { PluginContext } from 'portico/plugin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EMBEDDED_WALLET_LIVE,
  type EmbeddedWalletAccess,
} from '../../protocol/frame/embeddedWallet'
import {
  FRAME_REQUESTS,
  type FrameRequestType,
  type FrameUser,
} from '../../protocol/frame/messages'
import en from './locales/en.json'
import {
  FARCASTER_RELOAD_DELAY_MS,
  leaveSignIn,
  resumeRedirect,
  signInWithFarcaster,
  signInWithProvider,
  type SignInPage,
} from './flow'
import { POPUP_CLOSED_CHECK_MS } from './popup'
import { REDIRECT_PROVIDER_KEY } from './redirectMemory'
import { socialLoginSlice, socialStateOf } from './slice'

const SERVICE = 'https://auth.test'
const GRANT = 'g'.repeat(43)
const USER: FrameUser = {
  email: null,
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  userName: 'ada-lovelace',
  socialProvider: 'github',
}

/**
 * The embedded wallet as the e-mail plugin lends it, answering each request from `answers`;
 * every payload and answer is checked against the frame messages' table, as the messenger does.
 */
function fakeWallet(answers: Partial<Record<FrameRequestType, () => unknown>>) {
  const requests: Array<{ type: FrameRequestType; payload: unknown }> = []
  const connect = vi.fn(async (_user: FrameUser) => undefined)
  const access: EmbeddedWalletAccess = {
    serviceOrigin: SERVICE,
    async request(type, payload) {
      FRAME_REQUESTS[type].payload.parse(payload)
      requests.push({ type, payload })
      const answer = answers[type]
      if (!answer) throw new Error(`no answer for ${type}`)
      return FRAME_REQUESTS[type].result.parse(await answer()) as never
    },
    user: () => undefined,
    isConnector: () => false,
    connect,
  }
  return { access, requests, connect }
}

/** A modal's plugin context as far as the flow uses it, with the plugin's slice. */
function fakeContext(wallet?: EmbeddedWalletAccess) {
  // The view stack: the sign-in's view on Connect; Back pops it.
  const views = ['Connect', 'ConnectingSocial']
  const store = configureStore({
    reducer: {
      socialLogin: socialLoginSlice.reducer,
      router: () => ({ history: views.map((view) => ({ view })), direction: 1 }),
      modal: () => ({ open: true }),
    },
  })
  const back = vi.fn(() => {
    views.pop()
    store.dispatch({ type: 'test/back' })
  })
  const live = new Map<string, unknown>()
  if (wallet) live.set(EMBEDDED_WALLET_LIVE.kind, wallet)
  const open = vi.fn(async () => undefined)
  const context = {
    store,
    dispatch: store.dispatch,
    getState: store.getState,
    live: { get: (kind: string) => live.get(kind) },
    options: { defaultNetwork: { chainNamespace: 'eip155', caipNetworkId: 'eip155:8453' } },
    router: { back },
    logger: { warn: vi.fn() },
    track: vi.fn(),
    open,
  } as unknown as PluginContext
  return { context, open, views, state: () => socialStateOf(store.getState()) }
}

function fakePage(href = 'https://shop.test/cart#top') {
  const target = new EventTarget()
  const assign = vi.fn()
  const page: SignInPage = { win: target as unknown as Window, location: { href, assign } }
  const post = (data: unknown, source: unknown, origin = SERVICE) => {
    const event = Object.assign(new Event('message'), { data, origin, source })
    target.dispatchEvent(event)
  }
  return { page, post, assign }
}

const fakePopup = () =>
  ({ closed: false, close: vi.fn(), location: { href: 'about:blank' } }) as unknown as Window & {
    closed: boolean
  }

afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

describe('sign-in with a provider', () => {
  it('shows the provider’s page in the popup, relays the grant to the frame and connects', async () => {
    const { access, requests, connect } = fakeWallet({
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'https://github.oidc.test/authorize?state=1' }),
      CONNECT_SOCIAL: () => USER,
    })
    const { context, state, views } = fakeContext(access)
    // Connected from Connect, as after choosing a wallet there (the modal closes from it).
    let viewsAtConnect: string[] = []
    connect.mockImplementation(async () => void (viewsAtConnect = [...views]))
    const { page, post } = fakePage()
    const popup = fakePopup()
    const done = signInWithProvider(context, 'github', popup, page)
    await vi.waitFor(() =>
      expect(popup.location.href).toBe('https://github.oidc.test/authorize?state=1'),
    )
    expect(state()).toMatchObject({ step: 'connecting', source: 'github' })
    post({ type: 'portico:social-result', grant: GRANT }, popup)
    await done
    expect(requests).toEqual([
      { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } },
      { type: 'CONNECT_SOCIAL', payload: { uri: `#portico_social_grant=${GRANT}`, chainId: 8453 } },
    ])
    expect(connect).toHaveBeenCalledWith(USER)
    expect(viewsAtConnect).toEqual(['Connect'])
    expect(state().step).toBe('idle')
  })

  it('waits for a view opened above the sign-in’s (the new wallet’s recovery) to leave, then goes back and connects', async () => {
    let answer: (user: FrameUser) => void = () => undefined
    const { access, requests, connect } = fakeWallet({
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'https://github.oidc.test/authorize' }),
      CONNECT_SOCIAL: () => new Promise<FrameUser>((resolve) => (answer = resolve)),
    })
    const { context, views, state } = fakeContext(access)
    let viewsAtConnect: string[] = []
    connect.mockImplementation(async () => void (viewsAtConnect = [...views]))
    const { page, post } = fakePage()
    const popup = fakePopup()
    const done = signInWithProvider(context, 'github', popup, page)
    await vi.waitFor(() => expect(popup.location.href).not.toBe('about:blank'))
    post({ type: 'portico:social-result', grant: GRANT }, popup)
    await vi.waitFor(() => expect(requests.map((each) => each.type)).toContain('CONNECT_SOCIAL'))
    // The frame's recovery screen comes over the sign-in; the frame answers while it is there.
    views.push('EmailRecovery')
    context.dispatch({ type: 'test/pushed' })
    answer(USER)
    await vi.waitFor(() => expect(state().step).toBe('connecting'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connect).not.toHaveBeenCalled()
    expect(views).toEqual(['Connect', 'ConnectingSocial', 'EmailRecovery'])
    // The recovery view leaves by itself: the sign-in's view goes, and the user connects.
    views.pop()
    context.dispatch({ type: 'test/back' })
    await done
    expect(viewsAtConnect).toEqual(['Connect'])
    expect(connect).toHaveBeenCalledWith(USER)
  })

  it('says “popup closed” when the visitor closes the popup', async () => {
    vi.useFakeTimers()
    const { access, requests } = fakeWallet({
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'https://google.oidc.test/authorize' }),
    })
    const { context, state } = fakeContext(access)
    const popup = fakePopup()
    const done = signInWithProvider(context, 'google', popup, fakePage().page)
    await vi.waitFor(() => expect(popup.location.href).not.toBe('about:blank'))
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS)
    await done
    expect(state()).toMatchObject({ step: 'failed', error: 'errors.popupClosed' })
    expect(en.errors.popupClosed).toMatch(/^Popup closed/)
    expect(requests.map((each) => each.type)).not.toContain('CONNECT_SOCIAL')
  })

  it('says the visitor declined at the provider, and that it failed otherwise', async () => {
    for (const [error, key] of [
      ['access_denied', 'errors.denied'],
      ['failed', 'errors.failed'],
    ] as const) {
      const { access } = fakeWallet({
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'https://x.oidc.test/authorize' }),
      })
      const { context, state } = fakeContext(access)
      const { page, post } = fakePage()
      const popup = fakePopup()
      const done = signInWithProvider(context, 'x', popup, page)
      await vi.waitFor(() => expect(popup.location.href).not.toBe('about:blank'))
      post({ type: 'portico:social-result', error }, popup)
      await done
      expect(state()).toMatchObject({ step: 'failed', error: key })
    }
  })

  it('refused a popup, leaves for the provider’s page and comes back with the grant', async () => {
    const { access, requests, connect } = fakeWallet({
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'https://discord.oidc.test/authorize' }),
      CONNECT_SOCIAL: () => USER,
    })
    const first = fakeContext(access)
    const { page, assign } = fakePage('https://shop.test/cart?item=2#reviews')
    await signInWithProvider(first.context, 'discord', null, page)
    expect(requests[0]).toEqual({
      type: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'discord', returnTo: 'https://shop.test/cart?item=2' },
    })
    expect(assign).toHaveBeenCalledWith('https://discord.oidc.test/authorize')
    expect(sessionStorage.getItem(REDIRECT_PROVIDER_KEY)).toBe('discord')
    // Back on the page, the plugin loaded again: the fragment's grant finishes the sign-in.
    const back = fakeContext(access)
    const replaceState = vi.fn()
    const resumed = await resumeRedirect(
      back.context,
      {
        href: `https://shop.test/cart?item=2#portico_social_grant=${GRANT}`,
        hash: `#portico_social_grant=${GRANT}`,
      },
      { replaceState, state: null },
    )
    expect(resumed).toBe(true)
    expect(replaceState).toHaveBeenCalledWith(null, '', 'https://shop.test/cart?item=2')
    expect(back.open).toHaveBeenCalledWith({
      view: 'ConnectingSocial',
      data: { provider: 'discord' },
    })
    expect(requests.at(-1)).toMatchObject({ type: 'CONNECT_SOCIAL' })
    expect(connect).toHaveBeenCalledWith(USER)
    // Nothing in the fragment: nothing to resume.
    await expect(
      resumeRedirect(
        back.context,
        { href: 'https://shop.test/#top', hash: '#top' },
        { replaceState, state: null },
      ),
    ).resolves.toBe(false)
  })

  it('without an embedded wallet (no auth service) says sign-in is unavailable', async () => {
    const { context, state } = fakeContext()
    const popup = fakePopup()
    await signInWithProvider(context, 'google', popup, fakePage().page)
    expect(state()).toMatchObject({ step: 'failed', error: 'errors.unavailable' })
    expect(popup.close).toHaveBeenCalled()
  })
})

describe('sign-in with Farcaster', () => {
  it('shows the channel’s link, waits for the approval, then connects the user', async () => {
    const farcasterUser = { ...USER, userName: 'alan', socialProvider: 'farcaster' as const }
    const { access, requests, connect } = fakeWallet({
      GET_FARCASTER_URI: () => ({ url: 'https://farcaster.test/~/siwf?channelToken=abc' }),
      CONNECT_FARCASTER: () => ({ userName: 'alan' }),
      GET_USER: () => farcasterUser,
    })
    const { context, state } = fakeContext(access)
    await signInWithFarcaster(context)
    expect(requests.map((each) => each.type)).toEqual([
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_USER',
    ])
    expect(connect).toHaveBeenCalledWith(farcasterUser)
    expect(state().step).toBe('idle')
  })

  it('says the request expired when the channel ended', async () => {
    const expired = Object.assign(new Error('The Farcaster sign-in expired'), {
      details: { code: 'CODE_EXPIRED' },
    })
    const { access } = fakeWallet({
      GET_FARCASTER_URI: () => ({ url: 'https://farcaster.test/~/siwf?channelToken=abc' }),
      CONNECT_FARCASTER: () => {
        throw expired
      },
    })
    const { context, state } = fakeContext(access)
    await signInWithFarcaster(context)
    expect(state()).toMatchObject({
      step: 'failed',
      error: 'errors.expired',
      farcasterUrl: 'https://farcaster.test/~/siwf?channelToken=abc',
    })
  })

  it('left while waiting, reloads the frame 100 ms later (its wait on the channel ends)', async () => {
    vi.useFakeTimers()
    let approve: (value: unknown) => void = () => undefined
    const { access, requests } = fakeWallet({
      GET_FARCASTER_URI: () => ({ url: 'https://farcaster.test/~/siwf?channelToken=abc' }),
      CONNECT_FARCASTER: () => new Promise((resolve) => (approve = resolve)),
      RELOAD: () => ({}),
    })
    const { context, state } = fakeContext(access)
    const done = signInWithFarcaster(context)
    await vi.waitFor(() => expect(state().farcasterUrl).toBeDefined())
    leaveSignIn(context)
    expect(state().step).toBe('idle')
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(requests.map((each) => each.type)).not.toContain('RELOAD')
    await vi.advanceTimersByTimeAsync(1)
    expect(requests.at(-1)?.type).toBe('RELOAD')
    approve({ userName: 'alan' })
    await done
    // The answer of a sign-in left behind connects nobody.
    expect(requests.map((each) => each.type)).not.toContain('GET_USER')
  })
})
