import { SpinnerIcon } from './icons'

export interface SpinnerProps {
  /** Announces the wait; without one the spinner is decorative. */
  label?: string
}

/** A turning arc; with a `label` it is a status that announces the wait. */
export function Spinner({ label }: SpinnerProps) {
  if (!label) return <SpinnerIcon />
  return (
    <span role="status" aria-label={label} className="spinner">
      <SpinnerIcon />
    </span>
  )
}
