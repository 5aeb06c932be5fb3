export { createAnalytics } from './client'
export type { Analytics, AnalyticsSettings, AnalyticsHooks } from './client'
