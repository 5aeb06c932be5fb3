import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { AuthUser, RecoveryShare, WalletResponse } from '../../protocol/auth/contract'
import { recoveryReleaseMessage, walletSharesMessage } from '../../protocol/auth/walletProof'
import type { DeviceStore } from '../deviceStore'
import type { ServiceClient } from '../service'
import { combineShares, createPrivateKey, splitKey } from '../shares'
import { deviceKey } from './deviceKey'
import {
  CorruptEnvelopeError,
  decodeEnvelope,
  encodeEnvelope,
  fromBase64,
  toBase64,
  type EnvelopeBinding,
} from './envelope'
import {
  createPasskeySecret,
  openWithPasskey,
  PrfUnsupportedError,
  sealWithPasskey,
  type PasskeySecret,
  type PrfAuthenticator,
} from './passkey'
import {
  acceptablePassword,
  openWithPassword,
  sealWithPassword,
  WrongPasswordError,
  type PasswordKdf,
} from './password'
import { RECOVERY_PASSWORD_MIN_CHARS } from './params'
import type { PasskeyProblem, RecoverySecrets } from './secrets'
import { PASSKEY_USER_NAME_WITHOUT_EMAIL } from './webauthn'

const isAddressOf = (key: Hex, address: string) =>
  privateKeyToAccount(key).address.toLowerCase() === address.toLowerCase()

/** A custody failure the frame answers the kit with: a message and a code. */
export class CustodyError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'RECOVERY_SECRET_UNAVAILABLE'
      | 'RECOVERY_REQUIRED'
      | 'RECOVERY_ENVELOPE_CORRUPT'
      | 'KEY_MISMATCH'
      | 'WEAK_PASSWORD'
      | 'RECOVERY_CANCELLED'
      | 'RECOVERY_MODE_DOWNGRADE',
  ) {
    super(message)
  }
}

export interface CustodyDeps {
  service: ServiceClient
  devices: DeviceStore
  /** The frame's UI asking for a passkey or password; without it, only service recovery works. */
  secrets?: RecoverySecrets | undefined
  /** WebAuthn with PRF (webauthn.ts webAuthnPrf); without it, passwords only. */
  authenticator?: PrfAuthenticator | undefined
  /**
   * The KDF a new password envelope is sealed with: PASSWORD_KDF, which the frame never
   * overrides. Custody's own tests give the cheapest the limits allow, as a test of the
   * envelope does (password.test.ts); an envelope names its KDF, so opening one is the same.
   */
  passwordKdf?: PasswordKdf | undefined
}

/** The error the frame's UI rejects with when the visitor cancels (custody/secrets.ts). */
export const recoveryCancelled = () =>
  new CustodyError('The wallet was not unlocked: its recovery was cancelled', 'RECOVERY_CANCELLED')

/** A WebAuthn failure the visitor can do something about: the passkey screen says which. */
function passkeyProblem(error: unknown): PasskeyProblem | undefined {
  if (error instanceof PrfUnsupportedError) return 'passkey-unsupported'
  if (!(error instanceof DOMException)) return undefined
  // Closed, timed out, or no such passkey here (NotAllowedError hides which, by design).
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'passkey-cancelled'
  // A PRF output that opens nothing: another passkey answered.
  if (error.name === 'OperationError') return 'wrong-passkey'
  return undefined
}

/** Who is asked: the user's id binds the envelope, the e-mail (if any) names the passkey. */
type Owner = Pick<AuthUser, 'id' | 'email'>

/** A recovery share opened, and how to protect its successor under the same secret. */
interface Opened {
  share: string
  reseal(share: string): Promise<RecoveryShare>
}

/**
 * The embedded wallet's key custody: a key made here is split 2-of-3 (device share kept here,
 * auth share to the service, recovery share to the service encrypted here under the visitor's
 * passkey or password, or, under service recovery, as is for the service to seal). A known
 * device rebuilds the key from its share and the auth share. A new device takes the recovery
 * share in a recovery ceremony (released once, to a request signed by its device key), opens it
 * with the visitor's secret, then splits the same key anew and rotates the service's shares:
 * the new device keeps a fresh share, and every older device share rebuilds nothing any more.
 */
export function createCustody(deps: CustodyDeps) {
  const { service, devices } = deps

  function needSecrets(): RecoverySecrets {
    if (!deps.secrets)
      throw new CustodyError(
        'This wallet needs a recovery passkey or password, which this frame cannot ask for',
        'RECOVERY_SECRET_UNAVAILABLE',
      )
    return deps.secrets
  }

  /**
   * Refuses to hand a share to the service in the clear for a user whose wallet this device
   * saw under the visitor's secret: a service that says "service" now (misconfigured, or an
   * operator after the key) gets nothing it could open.
   */
  async function refuseDowngrade(userId: string) {
    if ((await devices.pinnedRecoveryMode(userId)) !== 'visitor-secret') return
    throw new CustodyError(
      'This wallet is recovered with your passkey or password, but the wallet service now asks to keep its recovery itself: this device refuses',
      'RECOVERY_MODE_DOWNGRADE',
    )
  }

  /** The recovery share protected as the service's policy says (asking the visitor if needed). */
  async function protect(
    share: string,
    binding: EnvelopeBinding,
    owner: Owner,
    access: string,
  ): Promise<Opened> {
    const { recoveryMode } = await service.walletPolicy(access)
    if (recoveryMode === 'service') {
      await refuseDowngrade(owner.id)
      return serviceSealed(share, binding, owner, access)
    }
    const secrets = needSecrets()
    const authenticator = deps.authenticator
    let passkey = authenticator ? await authenticator.available() : false
    let problem: PasskeyProblem | undefined
    for (;;) {
      const choice = await secrets.choose({
        passkey,
        mode: recoveryMode,
        email: owner.email,
        ...(problem && { problem }),
      })
      if (choice.kind === 'password') {
        if (!acceptablePassword(choice.password, { email: owner.email }))
          throw new CustodyError(
            `A recovery password has at least ${RECOVERY_PASSWORD_MIN_CHARS} characters and is not a common one`,
            'WEAK_PASSWORD',
          )
        return byPassword(share, choice.password, binding)
      }
      if (!authenticator || !passkey)
        throw new CustodyError('Passkeys are not available here', 'RECOVERY_SECRET_UNAVAILABLE')
      let secret: PasskeySecret
      try {
        // Right after the visitor's click: WebAuthn needs its user activation.
        secret = await createPasskeySecret(
          authenticator,
          owner.email ?? PASSKEY_USER_NAME_WITHOUT_EMAIL,
        )
      } catch (error) {
        problem = passkeyProblem(error)
        if (!problem) throw error
        // A passkey without PRF: this browser's authenticator cannot protect a wallet.
        if (problem === 'passkey-unsupported') passkey = false
        continue
      }
      return byPasskey(share, secret, binding)
    }
  }

  function serviceSealed(
    share: string,
    binding: EnvelopeBinding,
    owner: Owner,
    access: string,
  ): Opened {
    return {
      share,
      // A share the service sealed goes on as the policy says now: a service that moved to
      // visitor-secret recovery gets the visitor's envelope at the first rotation.
      reseal: async (next) => {
        const { recoveryMode } = await service.walletPolicy(access)
        if (recoveryMode === 'service') {
          await refuseDowngrade(owner.id)
          return { kind: 'service', share: next }
        }
        const opened = await protect(next, binding, owner, access)
        return opened.reseal(next)
      },
    }
  }

  function byPasskey(share: string, secret: PasskeySecret, binding: EnvelopeBinding): Opened {
    return {
      share,
      reseal: async (next) => ({
        kind: 'visitor',
        envelope: encodeEnvelope(await sealWithPasskey(fromBase64(next), secret, binding)),
      }),
    }
  }

  function byPassword(share: string, password: string, binding: EnvelopeBinding): Opened {
    return {
      share,
      reseal: async (next) => ({
        kind: 'visitor',
        envelope: encodeEnvelope(
          await sealWithPassword(fromBase64(next), password, binding, deps.passwordKdf),
        ),
      }),
    }
  }

  /** Opens the released recovery share with the visitor's secret (asking again after a miss). */
  async function open(
    released: RecoveryShare,
    binding: EnvelopeBinding,
    owner: Owner,
    access: string,
  ): Promise<Opened> {
    if (released.kind === 'service') return serviceSealed(released.share, binding, owner, access)
    let envelope
    try {
      envelope = decodeEnvelope(released.envelope)
    } catch (error) {
      // Said as it is: a damaged envelope asked for no password that could never open it.
      if (error instanceof CorruptEnvelopeError)
        throw new CustodyError(error.message, 'RECOVERY_ENVELOPE_CORRUPT')
      throw error
    }
    const secrets = needSecrets()
    let problem: PasskeyProblem | undefined
    for (let attempt = 0; ; attempt++) {
      if (envelope.kind === 'password') {
        const password = await secrets.password({ attempt })
        try {
          const share = toBase64(await openWithPassword(envelope, password, binding))
          return byPassword(share, password, binding)
        } catch (error) {
          if (!(error instanceof WrongPasswordError)) throw error
        }
        continue
      }
      const authenticator = deps.authenticator
      if (!authenticator)
        throw new CustodyError('Passkeys are not available here', 'RECOVERY_SECRET_UNAVAILABLE')
      await secrets.confirmPasskey({ attempt, ...(problem && { problem }) })
      try {
        const { share, secret } = await openWithPasskey(envelope, authenticator, binding)
        return byPasskey(toBase64(share), secret, binding)
      } catch (error) {
        // Closed, another passkey, or one whose PRF differs: the visitor may try again.
        problem = passkeyProblem(error)
        if (!problem) throw error
      }
    }
  }

  /** Pins what this device saw: the wallet's recovery is the visitor's (refuseDowngrade). */
  async function pinIfVisitor(userId: string, recovery: RecoveryShare) {
    if (recovery.kind === 'visitor') await devices.pinRecoveryMode(userId, 'visitor-secret')
  }

  /** Uploads shares signed by the key itself (the service checks it is the wallet's). */
  async function upload(
    access: string,
    key: Hex,
    fields: { userId: string; version: number; authShare: string; recovery: RecoveryShare },
  ) {
    const account = privateKeyToAccount(key)
    const body = {
      address: account.address,
      version: fields.version,
      authShare: fields.authShare,
      recovery: fields.recovery,
    }
    const proof = await account.signMessage({
      message: walletSharesMessage({ userId: fields.userId, ...body }),
    })
    await service.putWallet(access, { ...body, proof })
  }

  async function create(user: AuthUser, access: string): Promise<Hex> {
    const key = createPrivateKey()
    const address = privateKeyToAccount(key).address
    const shares = await splitKey(key)
    const binding = { userId: user.id, address }
    const protectedShare = await protect(shares.recovery, binding, user, access)
    const recovery = await protectedShare.reseal(shares.recovery)
    await upload(access, key, {
      userId: user.id,
      version: 1,
      authShare: shares.auth,
      recovery,
    })
    await pinIfVisitor(user.id, recovery)
    await devices.putShare(user.id, { share: shares.device, version: 1, address })
    return key
  }

  async function recover(
    user: AuthUser & { address: string },
    access: string,
    wallet: WalletResponse,
  ) {
    if (!wallet.ceremony)
      throw new CustodyError(
        'Approve this device from your e-mail to recover your wallet here',
        'RECOVERY_REQUIRED',
      )
    const device = await deviceKey(devices)
    const signature = await device.sign(recoveryReleaseMessage(wallet.ceremony.id, user.id))
    const released = await service.recover(access, { ceremonyId: wallet.ceremony.id, signature })
    const binding = { userId: user.id, address: user.address }
    const opened = await open(released.recovery, binding, user, access)
    const key = await combineShares(opened.share, wallet.authShare)
    if (!isAddressOf(key, user.address))
      throw new CustodyError(
        'The key shares of this wallet do not match its address',
        'KEY_MISMATCH',
      )
    // The same key, split anew: this device keeps a fresh share, the service the other two.
    const shares = await splitKey(key)
    const recovery = await opened.reseal(shares.recovery)
    await upload(access, key, {
      userId: user.id,
      version: released.version + 1,
      authShare: shares.auth,
      recovery,
    })
    await pinIfVisitor(user.id, recovery)
    const version = released.version + 1
    await devices.putShare(user.id, { share: shares.device, version, address: user.address })
    return key
  }

  /**
   * The key rebuilt from this device's share, if that share is still the wallet's: a share
   * split before a rotation on another device (a recovery there) combines with today's auth
   * share into another key, so it is checked by version and by the address it rebuilds.
   */
  async function rebuild(
    user: AuthUser & { address: string },
    wallet: WalletResponse,
  ): Promise<Hex | undefined> {
    const stored = await devices.getShare(user.id)
    if (!stored) return undefined
    if (stored.version === null || stored.version === wallet.version) {
      const key = await combineShares(stored.share, wallet.authShare).catch(() => undefined)
      if (key !== undefined && isAddressOf(key, user.address)) {
        // A share kept before versions were recorded is recorded now.
        if (stored.version === null)
          await devices.putShare(user.id, {
            share: stored.share,
            version: wallet.version,
            address: user.address,
          })
        return key
      }
    }
    // It rebuilds nothing any more: forgotten, and this device recovers like a new one.
    await devices.dropShare(user.id)
    return undefined
  }

  return {
    /** This device's public key, sent with the sign-in code (it may open a ceremony). */
    devicePublicKey: async () => (await deviceKey(devices)).publicKey,

    /** The key of `user`'s wallet: made, rebuilt, or recovered on this device. */
    async keyFor(user: AuthUser, access: string): Promise<Hex> {
      if (!user.address) return create(user, access)
      const owner = { ...user, address: user.address }
      const wallet = await service.wallet(access)
      return (await rebuild(owner, wallet)) ?? recover(owner, access, wallet)
    },
  }
}

export type Custody = ReturnType<typeof createCustody>
