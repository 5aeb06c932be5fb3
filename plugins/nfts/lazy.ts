/**
 * The NFTs plugin's lazy half: its code and its manifest texts, behind the entry's single
 * import(). A bundler writes a list of chunks for every import() it compiles (one per
 * language for the texts), so the page that passes the entry carries one import, not those.
 */
export const code = () => import('./index')

export const manifestTexts = (language: string): Promise<{ default: unknown }> =>
  import(`./locales/manifest/${language}.json`)
