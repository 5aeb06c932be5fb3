import { useT } from 'portico/ui'
import { PAYMENT_METHODS, type PaymentMethod } from '../schemas'

/** Card or bank transfer: a radio group (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}) {
  const t = useT('onramp')
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      <legend className="text-field-label">{t('method')}</legend>
      <div style={{ display: 'flex', gap: 16 }}>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input
              type="radio"
              name="onramp-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {t(`methods.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
