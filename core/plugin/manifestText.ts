import type { I18nInstance } from '../i18n'
import { nearestLanguage } from '../i18n/nearest'
import type { Language } from '../i18n/resources'
import type { ManifestText, ManifestTexts } from './manifest'

// Apart from manifest.ts, which every manifest (and so the host page) imports: labels are
// read by the modal UI only.

/** The i18next namespace a plugin's manifest texts are kept under (beside its own `id`). */
export const manifestNamespace = (pluginId: string): string => `${pluginId}-manifest`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Texts by key, nested objects allowed: nothing but strings at the leaves. */
const isTextTree = (value: unknown): boolean =>
  isRecord(value) &&
  Object.values(value).every((inner) => typeof inner === 'string' || isTextTree(inner))

/** Whether a module's texts are language -> texts, with English (they come from a plugin). */
export function isManifestTexts(value: unknown): value is ManifestTexts {
  return isRecord(value) && isRecord(value.en) && Object.values(value).every(isTextTree)
}

/** Adds a plugin's manifest texts to the modal's i18next, each language its bundle. */
export function addManifestTexts(i18n: I18nInstance, pluginId: string, texts: ManifestTexts) {
  for (const [language, bundle] of Object.entries(texts)) {
    if (bundle) i18n.addResourceBundle(language, manifestNamespace(pluginId), bundle, true, true)
  }
}

/**
 * A manifest label in the language nearest to `language`, English when the plugin has none
 * near. A label given by key is read from the owner's manifest texts in the modal's i18next
 * (the key itself when they lack it, which the plugin's suite would show).
 */
export function manifestText(
  text: ManifestText,
  language: Language,
  owner?: { i18n: I18nInstance; pluginId: string },
): string {
  if (typeof text === 'string') {
    return owner
      ? owner.i18n.t(text, { ns: manifestNamespace(owner.pluginId), lng: language })
      : text
  }
  const nearest = nearestLanguage(language, Object.keys(text))
  return (nearest && text[nearest]) || text.en
}
