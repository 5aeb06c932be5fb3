import { copyText, Button, Text, useAppDispatch, useT } from 'portico/ui'
import { contactRemoved, type Contact } from '../slice'

/**
 * One saved contact: its name, its full address (so it can be checked character by character)
 * and its buttons, named with the contact for a screen reader ("Remove Ada"), as the list
 * holds several Remove buttons.
 */
export function ContactRow({ contact }: { contact: Contact }) {
  const t = useT('myPlugin')
  const dispatch = useAppDispatch()
  const { name, address } = contact

  return (
    <li className="my-plugin-contact">
      <Text as="span" className="my-plugin-name">
        {name}
      </Text>
      <Text as="span" variant="small" className="my-plugin-address">
        {address}
      </Text>
      <span className="my-plugin-actions">
        <Button
          variant="secondary"
          aria-label={t('copyLabel', { name })}
          onClick={() => void dispatch(copyText(address, 'myPlugin:copied', 'myPlugin:copyFailed'))}
        >
          {t('copy')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('removeLabel', { name })}
          onClick={() => dispatch(contactRemoved({ address }))}
        >
          {t('remove')}
        </Button>
      </span>
    </li>
  )
}
