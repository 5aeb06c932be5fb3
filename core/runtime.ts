import type { Analytics } from './analytics'
import type { ServiceApis } from './api/apis'
import type { I18nInstance } from './i18n'
import type { Logger } from './logger'
import type { PluginLoader } from './plugin/loader'
import type { LiveRegistry } from './plugin/liveRegistry'
import type { ViewRegistry } from './plugin/viewRegistry'
import type { Router } from './router/controller'
import type { StoreBundle } from './store/makeStore'

/**
 * The live side of one modal: everything that is not serializable and so stays out of the
 * store. Thunks and listeners reach it as their extra argument.
 */
export interface Runtime {
  bundle: StoreBundle
  analytics: Analytics
  i18n: I18nInstance
  logger: Logger
  views: ViewRegistry
  live: LiveRegistry
  router: Router
  plugins: PluginLoader
  services(): Promise<ServiceApis>
  env: { isMobile(): boolean; origin(): string }
}
