import type { ModalContext } from '../plugin/modalContext'
import { adaptSiweConfig } from './siweAdapter'
import { SIGN_IN_CONFIG_KEY, type HostSignIn, type SiwxConfig } from './signIn'

/**
 * The host's `siwx` option as the plugin calls it: each member bound to the host's object
 * (a class instance keeps its `this`).
 */
function bindSiwx(host: SiwxConfig): SiwxConfig {
  const { createMessage } = host
  return {
    getNonce: (request) => host.getNonce(request),
    ...(createMessage && { createMessage: (data) => createMessage.call(host, data) }),
    addSession: (session) => host.addSession(session),
    getSessions: (chainId, address) => host.getSessions(chainId, address),
    revokeSession: (chainId, address) => host.revokeSession(chainId, address),
    ...(host.required !== undefined && { required: host.required }),
    ...(host.statement !== undefined && { statement: host.statement }),
    ...(host.expiresInMs !== undefined && { expiresInMs: host.expiresInMs }),
  }
}

/**
 * The modal's sign-in configuration, in the `siwx` shape whichever option the host set (the
 * legacy `siweConfig` adapted); undefined when the host set none. Made once per modal.
 */
export function signInConfigOf(context: Pick<ModalContext, 'extension'>): SiwxConfig | undefined {
  return context.extension<SiwxConfig | undefined>('core:signInConfig', () => {
    const host = context.extension<HostSignIn | undefined>(SIGN_IN_CONFIG_KEY, () => undefined)
    if (!host) return undefined
    return host.kind === 'siwx' ? bindSiwx(host.config) : adaptSiweConfig(host.config)
  })
}
