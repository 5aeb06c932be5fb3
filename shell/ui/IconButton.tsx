import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Required: an icon alone gives the button no accessible name. */
  'aria-label': string
  children: ReactNode
}

/** A button that shows only an icon, named by its required `aria-label`. */
export function IconButton({ className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `icon-button ${className}` : 'icon-button'}
      {...props}
    />
  )
}
