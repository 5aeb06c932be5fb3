/**
 * The built-in plugins' manifest texts: `plugins/<id>/locales/manifest/<language>.json`, each
 * plugin's language its own chunk. A module of its own, imported when the modal's UI first
 * needs the labels: the map of every plugin's files stays off the host page.
 */
export const builtinManifestTexts = (id: string, language: string): Promise<{ default: unknown }> =>
  import(`./plugins/${id}/locales/manifest/${language}.json`)
