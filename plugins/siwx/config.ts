import type { SiweConfig, SiwxConfig } from 'portico'
import { hostOptionOf, type PluginContext } from 'portico/plugin'
import { adaptSiweConfig } from './siweAdapter'

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
 * createModal checked both options member by member (and refuses both at once), so they
 * are the host interfaces here.
 */
export function signInConfigOf(context: Pick<PluginContext, 'extension'>): SiwxConfig | undefined {
  return context.extension<SiwxConfig | undefined>('siwx:config', () => {
    const siwx = hostOptionOf(context, 'siwx') as SiwxConfig | undefined
    if (siwx) return bindSiwx(siwx)
    const legacy = hostOptionOf(context, 'siweConfig') as SiweConfig | undefined
    return legacy && adaptSiweConfig(legacy)
  })
}
