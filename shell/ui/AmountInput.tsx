import { forwardRef } from 'react'
import { Button } from './Button'
import { useT } from './i18n'
import { TextField, type TextFieldProps } from './TextField'

export interface AmountInputProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'end' | 'type' | 'inputMode'
> {
  /** The amount as typed: a decimal string in whole units ("1.5"), '' when empty. */
  value: string
  /** The new amount as a decimal string; a decimal comma is read as a point ("1,5" → "1.5"). */
  onChange: (value: string) => void
  /** Draws a Max button that calls this (the view works out and sets the amount). */
  onMax?: () => void
  /** The Max button's text; the kit's "Max" by default. */
  maxLabel?: string
  /** Greys out the Max button (no token chosen yet, the maximum being worked out). */
  maxDisabled?: boolean
}

/**
 * Normalises what a visitor typed into an amount field: spaces dropped, a decimal comma read
 * as a point. The result stays a string: amounts are parsed into units by the view (with
 * `parseAmount` and the token's decimals), never into a float.
 */
export function normalizeAmountInput(typed: string): string {
  return typed.replace(/\s+/g, '').replace(',', '.')
}

/**
 * A labelled amount field (a `TextField` with a decimal keyboard): decimal strings in and out,
 * never floats, and an optional Max button beside it.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onChange, onMax, maxLabel, maxDisabled, placeholder = '0', ...props },
  ref,
) {
  const t = useT()
  return (
    <TextField
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      {...props}
      value={value}
      onChange={(event) => onChange(normalizeAmountInput(event.target.value))}
      end={
        onMax && (
          <Button variant="secondary" disabled={maxDisabled} onClick={onMax}>
            {maxLabel ?? t('ui.max')}
          </Button>
        )
      }
    />
  )
})
