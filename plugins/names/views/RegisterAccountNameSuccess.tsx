import { invalidViewData } from 'portico/plugin'
import { Button, CheckIcon, Text, usePortico, useT, type ViewProps } from 'portico/ui'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { NAMES_STYLES } from './styles'

const successDataSchema = z.object({ name: z.string().check(z.minLength(1)) })

/** The registered name, and the way back to the account, which now shows it. */
export default function RegisterAccountNameSuccess({ data }: ViewProps) {
  const t = useT('names')
  const modal = usePortico()
  const parsed = successDataSchema.safeParse(data)
  const issues = parsed.success ? undefined : parsed.error.issues
  useEffect(() => {
    if (issues) modal.logger.warn(invalidViewData('RegisterAccountNameSuccess', issues))
  }, [issues, modal])
  const name = parsed.success ? parsed.data.name : ''
  return (
    <div className="names-success" role="status">
      <style>{NAMES_STYLES}</style>
      <CheckIcon />
      <Text as="h2" variant="title">
        {t('success.title', { name })}
      </Text>
      <Text variant="muted">{t('success.text')}</Text>
      <Button onClick={() => modal.router.reset('Account')}>{t('success.done')}</Button>
    </div>
  )
}
