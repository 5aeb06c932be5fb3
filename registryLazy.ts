/**
 * What the built-in plugins bring once the modal needs them: each plugin's code and each
 * plugin's manifest texts (`plugins/<id>/locales/manifest/<language>.json`, a chunk per
 * plugin and language). A module of its own, behind the registry's single import(): the host
 * page carries no loader and no list of chunks per plugin (a bundler writes one for every
 * import() it compiles), and the modal's UI fetches this module on idle with the manifest
 * texts, so a plugin's code is then one download away, as before.
 */
export const builtinPluginCode = {
  receive: () => import('./plugins/receive'),
  activity: () => import('./plugins/activity'),
  send: () => import('./plugins/send'),
  pay: () => import('./plugins/pay'),
  swaps: () => import('./plugins/swaps'),
  onramp: () => import('./plugins/onramp'),
  email: () => import('./plugins/email'),
  socials: () => import('./plugins/socials'),
  siwx: () => import('./plugins/siwx'),
}

export const builtinManifestTexts = (id: string, language: string): Promise<{ default: unknown }> =>
  import(`./plugins/${id}/locales/manifest/${language}.json`)
