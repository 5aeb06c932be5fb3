import { nearestLanguage } from '../i18n/nearest'
import type { Language } from '../i18n/resources'
import type { ManifestText } from './manifest'

// Apart from manifest.ts, which every manifest (and so the host page) imports: labels are
// read by the modal UI only.

/** A manifest label in the language nearest to `language`, English when the plugin has none near. */
export function manifestText(text: ManifestText, language: Language): string {
  const nearest = nearestLanguage(language, Object.keys(text))
  return (nearest && text[nearest]) || text.en
}
