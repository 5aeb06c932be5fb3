import { useId, type SelectHTMLAttributes } from 'react'

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The visible label, tied to the select: its accessible name. */
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A labelled native select, styled as the kit's text fields: keyboard and screen readers free. */
export function Select({ label, options, ...props }: SelectProps) {
  const id = useId()
  return (
    <div className="text-field">
      <label className="text-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field-control">
        <select id={id} className="text-field-input" {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
