import { useId } from 'react'
import { Text, useAppSelector, useT, type ViewProps } from 'portico/ui'
import { selectContacts } from '../slice'
import { ContactForm } from './ContactForm'
import { ContactRow } from './ContactRow'
import { MY_PLUGIN_STYLES } from './styles'

/**
 * The MyPlugin view: a form that saves a contact (a name and an EVM address), then the saved
 * contacts by name, each with Copy and Remove. What it shows is the plugin's slice; what it
 * changes goes through the slice's actions and the `saveContact` thunk, so a listener, a host
 * method or a test can do the same without the view.
 */
export default function MyPlugin(_props: ViewProps) {
  const t = useT('myPlugin')
  const contacts = useAppSelector(selectContacts)
  const headingId = useId()

  return (
    <div className="my-plugin">
      <style>{MY_PLUGIN_STYLES}</style>
      <ContactForm />
      <section className="my-plugin-book" aria-labelledby={headingId}>
        <Text as="h3" id={headingId} className="my-plugin-heading">
          {t('saved')}
        </Text>
        {contacts.length === 0 ? (
          <Text variant="muted">{t('empty')}</Text>
        ) : (
          <ul className="my-plugin-list">
            {contacts.map((contact) => (
              <ContactRow key={contact.address} contact={contact} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
