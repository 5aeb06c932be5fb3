export { loadRemoteConfig } from './loadRemoteConfig'
export { checkOrigin, isOriginAllowed } from './checkOrigin'
export { loadAnalyticsConfig } from './loadAnalyticsConfig'
