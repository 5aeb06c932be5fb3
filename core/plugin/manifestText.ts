import type { I18nInstance } from '../i18n'
import { nearestLanguage } from '../i18n/nearest'
import type { Language } from '../i18n/resources'
import type { ManifestText } from './manifest'

// Apart from manifest.ts, which every manifest (and so the host page) imports: labels are
// read by the modal UI only.

/** The i18next namespace a plugin's manifest texts are kept under (beside its own `id`). */
export const manifestNamespace = (pluginId: string): string => `${pluginId}-manifest`

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
