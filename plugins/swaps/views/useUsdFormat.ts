import { useMemo } from 'react'
import { useI18n } from 'portico/ui'

/** USD amounts in the visitor's language ("$1.50", "1,50 $"). */
export function useUsdFormat(): Intl.NumberFormat {
  const { i18n } = useI18n()
  const language = i18n.language
  return useMemo(
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }),
    [language],
  )
}
