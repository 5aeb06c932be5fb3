import { SDK_TYPE, SDK_VERSION, type PluginContext, type ResolvedOptions } from 'portico/plugin'
import type { FrameMessenger } from './frame/messenger'

/** The theme as the frame takes it: string values for its own variables. */
function themeOf(options: ResolvedOptions) {
  const w3mThemeVariables: Record<string, string> = {}
  for (const [name, value] of Object.entries(options.themeVariables)) {
    w3mThemeVariables[name] = String(value)
  }
  return {
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    w3mThemeVariables,
  }
}

function dappDataOf(options: ResolvedOptions) {
  return {
    ...(options.metadata ? { metadata: options.metadata } : {}),
    sdkVersion: SDK_VERSION,
    sdkType: SDK_TYPE,
    projectId: options.projectId ?? '',
    language: options.language,
  }
}

/**
 * Keeps the frame in step with the modal (theme and dapp data): sent now (they
 * wait for the frame without the load limit) and again whenever the theme, the
 * metadata or the language change, or `resend` says a new wallet window opened. Returns the
 * stop and the resend.
 */
export function startFrameSync(
  context: PluginContext,
  messenger: FrameMessenger,
): { stop: () => void; resend: () => void } {
  let last = context.options
  const send = (options: ResolvedOptions, theme: boolean, dapp: boolean) => {
    if (theme) {
      void messenger.request('SYNC_THEME', themeOf(options)).catch((error: unknown) => {
        context.logger.debug('The theme could not be synced to the e-mail frame', error)
      })
    }
    if (dapp) {
      void messenger.request('SYNC_DAPP_DATA', dappDataOf(options)).catch((error: unknown) => {
        context.logger.debug('The site data could not be synced to the e-mail frame', error)
      })
    }
  }
  send(last, true, true)
  const stop = context.store.subscribe(() => {
    const next = context.options
    if (next === last) return
    const theme = next.themeMode !== last.themeMode || next.themeVariables !== last.themeVariables
    const dapp = next.language !== last.language || next.metadata !== last.metadata
    last = next
    if (theme || dapp) send(next, theme, dapp)
  })
  return { stop, resend: () => send(last, true, true) }
}
