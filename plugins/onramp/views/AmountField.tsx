import { useId } from 'react'

export interface AmountFieldProps {
  /** The visible label, tied to the input: its accessible name. */
  label: string
  /** The amount as typed: a decimal string, '' when empty. */
  value: string
  /** The new amount; a decimal comma is read as a point and spaces are dropped. */
  onChange: (value: string) => void
  /** The limits, read with the input. */
  hint: string | undefined
  /** What is wrong with the amount: marks the input invalid and is read with it. */
  error: string | undefined
}

/**
 * The Buy view's amount: a labelled decimal input with its limits and its issue, each tied to
 * it by `aria-describedby`, drawn with the kit's text-field styles. Not portico/ui's
 * AmountInput: a fourth plugin chunk importing that shared field made the host's bundler split
 * four core modules off the page's entry (more files and more bytes before the modal opens).
 */
export function AmountField({ label, value, onChange, hint, error }: AmountFieldProps) {
  const id = useId()
  return (
    <div className="text-field">
      <label className="text-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field-control">
        <input
          id={id}
          className="text-field-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => onChange(event.target.value.replace(/\s+/g, '').replace(',', '.'))}
        />
      </div>
      <p id={`${id}-hint`} className="text-field-hint">
        {hint}
      </p>
      {/* A live region exists before its text changes, or screen readers miss the change. */}
      <p id={`${id}-error`} className="text-field-error" aria-live="polite">
        {error}
      </p>
    </div>
  )
}
