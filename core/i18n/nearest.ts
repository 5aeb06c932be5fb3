/**
 * The entry of `available` nearest to the language tag `language`: the tag itself, then its
 * shorter forms (`zh-Hant-TW`, `zh-Hant`, `zh`), compared without case; undefined when none is.
 * The way i18next falls back from a regional tag to its language, for the places that pick a
 * language without it (the host page's buttons, the manifests' labels).
 */
export function nearestLanguage<T extends string>(
  language: string,
  available: readonly T[],
): T | undefined {
  const parts = language.toLowerCase().split('-')
  for (let length = parts.length; length > 0; length--) {
    const tag = parts.slice(0, length).join('-')
    const found = available.find((each) => each.toLowerCase() === tag)
    if (found) return found
  }
  return undefined
}
