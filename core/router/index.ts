export {
  routerSlice,
  pushed,
  replaced,
  poppedBack,
  reset,
  selectCurrentRoute,
  selectCurrentView,
  selectCanGoBack,
} from './slice'
export type { RouterState } from './slice'
export { openingRoute } from './openingRules'
export type { OpeningContext } from './openingRules'
export type { Views, ViewId, ViewArgs, RouteEntry } from './views'
export { createRouter } from './controller'
export type { Router } from './controller'
