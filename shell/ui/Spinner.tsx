import { SpinnerIcon } from './icons'

export interface SpinnerProps {
  /** Announces the wait; without one the spinner is decorative. */
  label?: string
}

export function Spinner({ label }: SpinnerProps) {
  if (!label) return <SpinnerIcon />
  return (
    <span role="status" aria-label={label} className="spinner">
      <SpinnerIcon />
    </span>
  )
}
