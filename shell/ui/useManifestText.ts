import { useMemo } from 'react'
import type { I18nInstance } from '../../core/i18n'
import type { Language } from '../../core/i18n/resources'
import type { ManifestText } from '../../core/plugin/manifest'
import { manifestText } from '../../core/plugin/manifestText'
import { useI18n } from './i18n'
import { useAppSelector } from './store'

type LabelReader = (text: ManifestText, pluginId: string) => string

/**
 * Reads a plugin's manifest labels (Account rows and tabs, header buttons) in the modal's
 * language: the text itself, or its key in the plugin's manifest texts. The reader changes
 * with the language and with texts that arrive, so the labels follow both.
 */
export function useManifestText(): LabelReader {
  const { i18n, revision } = useI18n()
  const language = useAppSelector((state) => state.options.language)
  return useMemo(() => reader(i18n, language, revision), [i18n, language, revision])
}

// `_revision` is unused here: it is an argument so that the memo above makes a new reader
// whenever the translations change.
function reader(i18n: I18nInstance, language: Language, _revision: number): LabelReader {
  return (text, pluginId) => manifestText(text, language, { i18n, pluginId })
}
