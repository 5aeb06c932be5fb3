export { createAnalytics } from './client'
export type { Analytics, AnalyticsSettings, AnalyticsHooks } from './client'
export { createAnalyticsPort } from './port'
export type { AnalyticsPort } from './port'
