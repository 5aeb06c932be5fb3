import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'className'
> {
  /** The field's visible label, associated with the input (its accessible name). */
  label: string
  /** A line of help under the input, read with it (`aria-describedby`). */
  hint?: ReactNode
  /**
   * What is wrong with the value: marks the input invalid (`aria-invalid`) and is read with it.
   * Its place stays in the page, empty, when there is none: a live region has to exist before
   * its text changes for screen readers to read it.
   */
  error?: ReactNode
  /** A progress or result line under the input (a name being looked up), read politely. */
  status?: ReactNode
  /** Drawn beside the input, e.g. a Max button. */
  end?: ReactNode
  /** The class of the field's outer element. */
  className?: string
}

const joined = (...ids: Array<string | false | undefined>) =>
  ids.filter((id): id is string => Boolean(id)).join(' ') || undefined

/**
 * A labelled text input with an optional hint, status and error, each tied to the input by
 * `aria-describedby`; an error also sets `aria-invalid`. Takes every input attribute
 * (`value`, `onChange`, `inputMode`, `placeholder`...); its ref is the input's.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    status,
    end,
    className,
    id: givenId,
    type = 'text',
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const ownId = useId()
  const id = givenId ?? ownId
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const errorId = `${id}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  return (
    <div className={className ? `text-field ${className}` : 'text-field'}>
      <label className="text-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field-control">
        <input
          ref={ref}
          id={id}
          type={type}
          className="text-field-input"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={joined(
            describedBy,
            hint !== undefined && hintId,
            status !== undefined && statusId,
            errorId,
          )}
          {...props}
        />
        {end}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="text-field-hint">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <div id={statusId} className="text-field-status" aria-live="polite">
          {status}
        </div>
      )}
      <p id={errorId} className="text-field-error" aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  )
})
