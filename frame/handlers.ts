import type { Hex } from 'viem'
import { LOGIN_REQUEST_TIMEOUT_MS } from '../core/constants'
import { FRAME_SIGNING_METHODS, NODE_METHODS, SAFE_METHODS } from '../protocol/frame/methods'
import type {
  AppMessage,
  FramePayload,
  FrameRequestType,
  FrameResult,
  FrameUser,
} from '../protocol/frame/messages'
import type { AuthChain, AuthUser, SessionTokens } from '../protocol/auth/contract'
import type { SocialIdentity } from '../protocol/auth/social'
import type { Consent } from './consent/consent'
import type { DeviceStore } from './deviceStore'
import { ServiceError, type ServiceClient } from './service'
import type { SessionStore } from './session'
import { createCustody, CustodyError } from './custody/custody'
import type { PrfAuthenticator } from './custody/passkey'
import type { RecoveryPrompt } from './recovery/prompt'
import { frameSecret, grantOf, type SocialStore } from './social'
import { createEmbeddedWallet, NotAllowedError, type EmbeddedWallet } from './wallet'

/** An error the frame answers with: the message the kit shows, and the service's code. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Between two questions to the service about a Farcaster channel. */
export const FARCASTER_POLL_MS = 1_000

export interface FrameDeps {
  service: ServiceClient
  session: SessionStore
  devices: DeviceStore
  /** The chain the kit asked for in the frame URL (a number). */
  initialChainId: number
  fetch?: typeof fetch
  /** A new session's handle, for the kit (session-update event). */
  onSession: (handle: string) => void
  /** Reloads the frame (after the reply went out). */
  reload: () => void
  /**
   * The frame's screens asking the visitor for a recovery passkey or password
   * (recovery/prompt.ts); without them, only service recovery makes or recovers a wallet.
   */
  recovery?: Pick<RecoveryPrompt, 'secrets' | 'during' | 'cancel'>
  /** WebAuthn with PRF (custody/webauthn.ts webAuthnPrf), for passkey recovery. */
  passkeys?: PrfAuthenticator
  /** The visitor's approval, inside the frame, of every request that signs or sends. */
  consent: Consent
  /** The modal's theme (SYNC_THEME), for the frame's approval view. */
  onTheme?: (theme: FramePayload<'SYNC_THEME'>) => void
  /** The social sign-in's secret under way and the signed-in identity (social.ts). */
  social: SocialStore
  /** Waits between two Farcaster status questions (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>
  now?: () => number
}

type Results = { [T in FrameRequestType]: FrameResult<T> }

const chainNumber = (value: string | number) =>
  typeof value === 'number' ? value : Number(String(value).replace(/^eip155:/, ''))

/**
 * Everything the frame answers: the e-mail login with device
 * verification, the session, the embedded wallet's key (made here, split 2-of-3, recombined
 * on login), networks, RPC, e-mail update and the syncs.
 */
export function createFrameHandlers(deps: FrameDeps) {
  const { service, session, devices } = deps
  const custody = createCustody({
    service,
    devices,
    secrets: deps.recovery?.secrets,
    authenticator: deps.passkeys,
  })
  let chainId = deps.initialChainId
  let chains: AuthChain[] | undefined
  let wallet: EmbeddedWallet | undefined
  /**
   * The unlock under way, if any: requests that need the key meanwhile wait for this one
   * instead of making, recovering or asking the visitor a second time.
   */
  let unlocking: { userId: string; done: Promise<EmbeddedWallet> } | undefined
  /**
   * The account whose wallet this device could not unlock for want of a ceremony (a known
   * device whose share is gone or stale), until a wallet of that account unlocks: the next
   * e-mail start with its address asks for a recovery, so the service sends the approval link
   * instead of a code alone. An account without an address (lower-cased here) matches no start.
   */
  let recoveryFor: { userId: string; email: string | null } | undefined
  let pendingEmail: string | undefined
  /** The credential of the device-approval wait the last start answered (VERIFY_DEVICE). */
  let pendingWait: string | undefined
  let language: string | undefined
  /** The Farcaster channel this frame opened last: its poll stops once another replaces it. */
  let farcaster:
    { channelToken: string; deviceId: string; verifier: string; expiresAt: number } | undefined
  const now = deps.now ?? Date.now
  const wait =
    deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))

  async function knownChains(): Promise<AuthChain[]> {
    chains ??= (await service.chains()).chains
    return chains
  }
  async function currentChain(): Promise<AuthChain> {
    const chain = (await knownChains()).find((each) => each.chainId === chainId)
    if (!chain) throw new FrameError('Chain is not supported', 'UNSUPPORTED_CHAIN')
    return chain
  }

  async function token(): Promise<string> {
    const access = await session.accessToken()
    if (!access) throw new FrameError('Not signed in', 'UNAUTHORIZED')
    return access
  }

  /**
   * The key for `user` (custody/custody.ts): made and split 2-of-3 on a first login, rebuilt
   * from the device share and the auth share after, recovered on a new device in a recovery
   * ceremony (which re-splits it: this device keeps a fresh share).
   */
  async function unlock(
    user: AuthUser,
    access: string,
    requestId: string,
  ): Promise<EmbeddedWallet> {
    if (wallet && user.address && wallet.address.toLowerCase() === user.address.toLowerCase()) {
      return wallet
    }
    if (unlocking?.userId === user.id) return unlocking.done
    const current = {
      userId: user.id,
      done: unlockNow(user, access, requestId).finally(() => {
        if (unlocking === current) unlocking = undefined
      }),
    }
    unlocking = current
    return current.done
  }

  async function unlockNow(
    user: AuthUser,
    access: string,
    requestId: string,
  ): Promise<EmbeddedWallet> {
    let key: Hex
    try {
      const keyFor = () => custody.keyFor(user, access)
      key = await (deps.recovery ? deps.recovery.during(requestId, keyFor) : keyFor())
    } catch (error) {
      if (error instanceof CustodyError && error.code === 'RECOVERY_REQUIRED')
        recoveryFor = { userId: user.id, email: user.email?.toLowerCase() ?? null }
      if (error instanceof CustodyError) throw new FrameError(error.message, error.code)
      throw error
    }
    if (recoveryFor?.userId === user.id) recoveryFor = undefined
    const next = createEmbeddedWallet(key, deps.fetch)
    if (user.address && next.address.toLowerCase() !== user.address.toLowerCase()) {
      throw new FrameError('The key shares of this wallet do not match its address', 'KEY_MISMATCH')
    }
    wallet = next
    return next
  }

  async function user(requestId: string): Promise<FrameUser> {
    const access = await token()
    const { user: account } = await service.session(access)
    const unlocked = await unlock(account, access, requestId)
    const identity = deps.social.identity(account.id)
    return {
      email: account.email,
      address: unlocked.address,
      chainId,
      accounts: [{ address: unlocked.address, type: 'eoa' }],
      userName: identity?.userName ?? null,
      ...(identity && { socialProvider: identity.source }),
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
  }

  /**
   * A verified sign-in becomes this frame's session: the key is unlocked (or made, or recovered
   * in a ceremony), then the kit hears of the session. Without a wallet there is no sign-in:
   * a session the kit never hears of is not left behind.
   */
  async function signIn(tokens: SessionTokens, requestId: string): Promise<void> {
    const handle = session.start(tokens)
    try {
      await unlock(tokens.user, tokens.accessToken, requestId)
    } catch (error) {
      session.clear()
      await service.signOut(tokens.accessToken).catch(() => undefined)
      throw error
    }
    deps.onSession(handle)
  }

  /** Redeems a grant with this frame's secret (only it can), and signs in as its identity. */
  async function redeem(
    grant: string,
    verifier: string,
    requestId: string,
  ): Promise<SocialIdentity> {
    const answer = await service.socialRedeem({
      grant,
      verifier,
      deviceId: session.deviceId(),
      deviceKey: await custody.devicePublicKey(),
    })
    const { identity, ...tokens } = answer
    deps.social.clearIdentity()
    await signIn(tokens, requestId)
    deps.social.setIdentity(tokens.user.id, identity)
    return identity
  }

  async function switchTo(wanted: number) {
    if (!(await knownChains()).some((each) => each.chainId === wanted)) {
      throw new FrameError('Chain is not supported', 'UNSUPPORTED_CHAIN')
    }
    chainId = wanted
  }

  const handlers: {
    [T in FrameRequestType]: (
      payload: Extract<AppMessage, { type: T }>['payload'],
      id: string,
    ) => Promise<Results[T]>
  } = {
    async CONNECT_EMAIL({ email }) {
      const { action, waitToken } = await service.startEmail(
        email,
        session.deviceId(),
        recoveryFor?.email === email.toLowerCase(),
      )
      pendingEmail = email
      pendingWait = waitToken
      return { action }
    },
    async CONNECT_DEVICE() {
      const email = pendingEmail
      const waitToken = pendingWait
      if (!email || !waitToken)
        throw new FrameError('Start with your e-mail address', 'INVALID_REQUEST')
      // The service answers 408 after its long-poll window: ask again, until the login
      // request's own limit (the kit gives up then too).
      const until = Date.now() + LOGIN_REQUEST_TIMEOUT_MS
      while (Date.now() < until) {
        try {
          await service.waitForDevice(email, session.deviceId(), waitToken)
          return {}
        } catch (error) {
          if (!(error instanceof ServiceError && error.status === 408)) throw error
        }
      }
      throw new FrameError('The device was not approved in time', 'TIMEOUT')
    },
    async CONNECT_OTP({ otp }, id) {
      if (!pendingEmail) throw new FrameError('Start with your e-mail address', 'INVALID_REQUEST')
      const tokens = await service.verifyEmail(
        pendingEmail,
        session.deviceId(),
        otp,
        await custody.devicePublicKey(),
      )
      // For a recovery, signing in again opens a new ceremony.
      deps.social.clearIdentity()
      await signIn(tokens, id)
      pendingEmail = undefined
      pendingWait = undefined
      return {}
    },
    async GET_USER({ chainId: wanted }, id) {
      if (wanted !== undefined) {
        const asked = chainNumber(wanted)
        if ((await knownChains()).some((each) => each.chainId === asked)) chainId = asked
      }
      return user(id)
    },
    async IS_CONNECTED({ token: handle }) {
      const stored = session.current()
      // The kit's handle must be this session's: another login here is not the kit's.
      if (!stored || (handle !== undefined && handle !== stored.handle))
        return { isConnected: false }
      try {
        const access = await session.accessToken()
        if (!access) return { isConnected: false }
        await service.session(access)
        return { isConnected: true }
      } catch (error) {
        if (error instanceof ServiceError && error.status === 401) {
          session.clear()
          return { isConnected: false }
        }
        throw error
      }
    },
    async SIGN_OUT() {
      const access = await session.accessToken().catch(() => undefined)
      session.clear()
      deps.social.clearIdentity()
      farcaster = undefined
      wallet = undefined
      if (access) await service.signOut(access).catch(() => undefined)
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId }
    },
    async SWITCH_NETWORK({ chainId: wanted }) {
      await switchTo(chainNumber(wanted))
      return { chainId }
    },
    async RPC_REQUEST({ method, params }, id) {
      const access = await token()
      const { user: account } = await service.session(access)
      const unlocked = await unlock(account, access, id)
      const chain = await currentChain()
      const list = Array.isArray(params) ? params : []
      if (SAFE_METHODS.has(method)) return unlocked.request(chain, method, list)
      // Whatever signs or sends waits for the visitor's click in this frame, on what it does;
      // the page that posted it has no say.
      if (!FRAME_SIGNING_METHODS.has(method)) throw new NotAllowedError()
      return deps.consent.approve(
        {
          id,
          method,
          params: list,
          chain,
          account: unlocked.address,
          // Reads only: the summary's calls can never reach the key.
          node: async (read, readParams) => {
            if (!NODE_METHODS.has(read)) throw new NotAllowedError()
            return unlocked.request(chain, read, readParams)
          },
        },
        () => unlocked.request(chain, method, list),
      )
    },
    async CANCEL_APPROVAL() {
      deps.consent.cancel()
      return {}
    },
    async CANCEL_RECOVERY() {
      deps.recovery?.cancel()
      return {}
    },
    async UPDATE_EMAIL({ email }) {
      return service.updateEmail(await token(), email)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      return service.updateEmailPrimary(await token(), otp)
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      return service.updateEmailSecondary(await token(), otp)
    },
    async SYNC_THEME(theme) {
      deps.onTheme?.(theme)
      return {}
    },
    async SYNC_DAPP_DATA({ language: next }) {
      language = next
      return {}
    },
    async RELOAD() {
      setTimeout(deps.reload, 0)
      return {}
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // This wallet is an externally-owned account only: no network has smart accounts.
      return { smartAccountEnabledNetworks: [] }
    },
    async SET_PREFERRED_ACCOUNT({ type }, id) {
      if (type !== 'eoa') {
        throw new FrameError('This application might not support Smart Accounts', 'UNSUPPORTED')
      }
      const { address } = await user(id)
      return { type: 'eoa', address }
    },
    async INIT_SMART_ACCOUNT() {
      throw new FrameError('This application might not support Smart Accounts', 'UNSUPPORTED')
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      const frameChallenge = await deps.social.begin(provider)
      return service.socialStart({
        provider,
        deviceId: session.deviceId(),
        frameChallenge,
        ...(returnTo !== undefined && { returnTo }),
      })
    },
    async CONNECT_SOCIAL({ uri, chainId: wanted }, id) {
      const grant = grantOf(uri)
      if (!grant) throw new FrameError('The sign-in did not complete', 'INVALID_REQUEST')
      // The secret of the sign-in this frame started, used once whatever the answer.
      const verifier = deps.social.take()
      if (!verifier) throw new FrameError('Start the sign-in again', 'INVALID_REQUEST')
      await redeem(grant, verifier, id)
      if (wanted !== undefined) {
        const asked = chainNumber(wanted)
        if ((await knownChains()).some((each) => each.chainId === asked)) chainId = asked
      }
      return user(id)
    },
    async GET_FARCASTER_URI() {
      const { verifier, challenge } = await frameSecret()
      const deviceId = session.deviceId()
      const channel = await service.farcasterStart({ deviceId, frameChallenge: challenge })
      farcaster = {
        channelToken: channel.channelToken,
        deviceId,
        verifier,
        expiresAt: channel.expiresAt,
      }
      return { url: channel.url }
    },
    async CONNECT_FARCASTER(_payload, id) {
      const channel = farcaster
      if (!channel) throw new FrameError('Start with the Farcaster link', 'INVALID_REQUEST')
      const until = Math.min(channel.expiresAt, now() + LOGIN_REQUEST_TIMEOUT_MS)
      // Asked until the app signed, the channel ended, or another channel (or a sign-out)
      // replaced this one.
      while (farcaster === channel && now() < until) {
        let status
        try {
          status = await service.farcasterStatus({
            channelToken: channel.channelToken,
            deviceId: channel.deviceId,
          })
        } catch (error) {
          if (error instanceof ServiceError && error.status === 410) break
          throw error
        }
        if (status.state === 'completed') {
          farcaster = undefined
          const identity = await redeem(status.grant, channel.verifier, id)
          return { userName: identity.userName }
        }
        await wait(FARCASTER_POLL_MS)
      }
      if (farcaster === channel) farcaster = undefined
      throw new FrameError('The Farcaster sign-in expired', 'CODE_EXPIRED')
    },
  }

  return {
    /** The answer to one message, or the error it is answered with. */
    handle(message: AppMessage): Promise<unknown> {
      const handler = handlers[message.type] as (payload: unknown, id: string) => Promise<unknown>
      return handler(message.payload, message.id)
    },
    language: () => language,
  }
}

export type FrameHandlers = ReturnType<typeof createFrameHandlers>
