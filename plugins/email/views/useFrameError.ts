import { useState } from 'react'
import { useT } from 'portico/ui'
import { errorText } from '../errors'

/** The visitor-facing text of the last failure of a view, translated. */
export function useFrameError() {
  const t = useT('email')
  const [error, setError] = useState<string | undefined>()
  return {
    error,
    clear: () => setError(undefined),
    show: (cause: unknown) => {
      const { key, values } = errorText(cause)
      setError(t(key, values))
    },
  }
}
