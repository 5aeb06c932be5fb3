import * as z from 'zod/mini'

/**
 * Sign-in with the wallet: the host's `siwx` option and the legacy `siweConfig` it
 * replaces. Their members are the host's functions, live objects: they are checked here by
 * shape; the `siwx` plugin, whose manifest lists both as its host options, keeps them in the
 * modal's runtime (never in the store) and calls them.
 *
 * Where sign-in is offered (the narrow rule: a single eip155 namespace with a universal
 * provider): we widen the connector side and keep the namespace side. Every network the host
 * configures must be an eip155 network (one namespace; `createModal` refuses a sign-in
 * option beside networks of another namespace), and then a wallet connected through any
 * eip155 connector signs in: an injected or EIP-6963 extension, a connector the host brings,
 * WalletConnect and the e-mail wallet alike, not only a universal (WalletConnect) provider.
 */

/** The fields of an EIP-4361 / CAIP-122 sign-in message (a session's `data`). */
export interface SiwxMessageData {
  /** The page's host (`example.com`, with the port when there is one). */
  domain: string
  /** The page's origin. */
  uri: string
  /** The account that signs, as the wallet gives it (0x… for eip155). */
  address: string
  /** The connected network, as a CAIP-2 id (`eip155:1`). */
  chainId: string
  version: '1'
  /** From the host's server (`getNonce`): used once. */
  nonce: string
  /** ISO 8601 times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A signed-in session: the message's data, its text, the signature, and a CACAO. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * The host's `siwx` option: where nonces come from and where sessions go. The host's server
 * verifies a session in `addSession` (with `portico/server`'s `verifySignIn`) and rejects
 * to refuse it; `getSessions` answers the sessions it still holds for an account.
 */
export interface SiwxConfig {
  /** A fresh nonce from the host's server (at least 8 letters or digits). */
  getNonce(request: { address: string; chainId: string }): Promise<string> | string
  /** The message text for `data`; without it the kit writes EIP-4361 with viem. */
  createMessage?(data: SiwxMessageData): Promise<string> | string
  /** Called with the signed session: the host's server checks and keeps it, or rejects. */
  addSession(session: SiwxSession): Promise<void> | void
  /** The sessions the host holds for the account on the network (CAIP-2 id, address). */
  getSessions(chainId: string, address: string): Promise<SiwxSession[]> | SiwxSession[]
  /** Ends the account's session on the network (sign-out). */
  revokeSession(chainId: string, address: string): Promise<void> | void
  /** Sign-in is required: cancelling disconnects, and the modal cannot close without a session. */
  required?: boolean
  /** The message's statement (one line), shown to the visitor too. */
  statement?: string
  /** How long a new session is valid: the message's expiration time is issuedAt plus this. */
  expiresInMs?: number
}

/** The arguments the legacy `siweConfig.createMessage` receives (its own field names). */
export interface SiweCreateMessageArgs {
  domain: string
  uri: string
  /** The account as a CAIP-10 id (`eip155:1:0x…`), as the legacy shape gives it. */
  address: string
  chainId: number
  nonce: string
  version: '1'
  iat: string
  exp?: string
  nbf?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** The legacy `siweConfig` option (SIWE of earlier kits), adapted to `siwx` by the kit. */
export interface SiweConfig {
  /** A fresh nonce from the host's server for the address signing in. */
  getNonce(address?: string): Promise<string> | string
  /** The message text for these fields. */
  createMessage(args: SiweCreateMessageArgs): string
  /** The host's server checks the signed message; anything but `true` refuses the session. */
  verifyMessage(args: { message: string; signature: string; cacao?: unknown }): Promise<boolean>
  /** The session the host's server holds, if any: its address and chain id. */
  getSession(): Promise<{ address: string; chainId: number } | null | undefined>
  /** Ends the session on the host's server. */
  signOut(): Promise<boolean | void>
  /** Called after a session was accepted, with the session `getSession` answers then. */
  onSignIn?(session: { address: string; chainId: number } | undefined): void
  /** Called after `signOut`. */
  onSignOut?(): void
  /** As `siwx.required`: cancelling disconnects, and the modal cannot close without a session. */
  required?: boolean
  /** As `siwx.statement`: the message's statement (one line). */
  statement?: string
  /** As `siwx.expiresInMs`: how long a new session is valid. */
  expiresInMs?: number
}

/** A member the host's object must hold as a function (its own or its class's). */
const hostFunction = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  // Not aborting: createModal still says when both sign-in options are set (schema.ts).
  { error: 'must be a function', abort: false },
)

/** The settings both sign-in options share. */
const settings = {
  required: z.optional(z.boolean('must be true or false')),
  statement: z.optional(
    z
      .string('must be a string')
      .check(z.refine((text) => !/[\r\n]/.test(text), 'must be one line')),
  ),
  expiresInMs: z.optional(
    z
      .number('must be a number of milliseconds')
      // A refine rather than z.int() and z.positive(): those would bring zod's number-format
      // checks into the host page's first download for this one field.
      .check(
        z.refine((ms) => Number.isInteger(ms), 'must be a whole number of milliseconds'),
        z.refine((ms) => ms > 0, 'must be positive'),
      ),
  ),
}

/**
 * The host's object, checked member by member (methods of a class instance count: they are
 * read through its prototype). Only checked: the runtime keeps the host's own object
 * (the sign-in plugin reads it through `hostOptionOf`), so its methods keep their `this`; a getter that throws is reported by
 * createModal as an unreadable option.
 */
const signInOptionSchema = <T>(
  required: readonly string[],
  optional: readonly string[],
): z.ZodMiniType<T, T> =>
  // Typed as the host's interface: the checks above are that interface's members, which the
  // member list written as data cannot tell the type system.
  z.looseObject(
    {
      ...Object.fromEntries(required.map((name) => [name, hostFunction])),
      ...Object.fromEntries(optional.map((name) => [name, z.optional(hostFunction)])),
      ...settings,
    },
    `must be an object with ${required.join(', ')} functions`,
  ) as unknown as z.ZodMiniType<T, T>

/** The `siwx` option. */
export const siwxOptionSchema = signInOptionSchema<SiwxConfig>(
  ['getNonce', 'addSession', 'getSessions', 'revokeSession'],
  ['createMessage'],
)

/** The legacy `siweConfig` option. */
export const siweConfigSchema = signInOptionSchema<SiweConfig>(
  ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'],
  ['onSignIn', 'onSignOut'],
)

/**
 * Sign-in needs a single eip155 namespace. Reports the sign-in option when a host
 * sets one beside a network of another namespace.
 */
export function signInNamespaceIssue(options: {
  siwx?: unknown
  siweConfig?: unknown
  namespaces: readonly string[]
}): { path: string[]; message: string } | undefined {
  const field =
    options.siwx !== undefined
      ? 'siwx'
      : options.siweConfig !== undefined
        ? 'siweConfig'
        : undefined
  if (!field) return undefined
  const others = options.namespaces.filter((namespace) => namespace !== 'eip155')
  if (others.length === 0) return undefined
  return {
    path: [field],
    message: `sign-in works on eip155 networks only, and networks has ${[...new Set(others)].join(', ')}`,
  }
}
