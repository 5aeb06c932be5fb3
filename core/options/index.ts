export {
  hostOptionsSchema,
  themeModeSchema,
  themeVariablesSchema,
  languageSchema,
  openOptionsSchema,
  viewIdSchema,
  nameSchema,
} from './schema'
export type { HostOptionsInput, ParsedHostOptions, HostConnector, PluginOptions } from './schema'
export { parseHostOptions, parseArgument, rejectArgument } from './parse'
export { resolveOptions } from './resolve'
export type { ResolvedOptions, HostFeatures, ConnectMethod } from './resolve'
export { SOCIAL_PROVIDERS } from './socials'
export type { SocialProvider } from './socials'
export { optionsSlice, themeModeSet, themeVariablesSet, languageSet } from './slice'
