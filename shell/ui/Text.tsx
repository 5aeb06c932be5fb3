import type { HTMLAttributes } from 'react'

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'h2' | 'h3'
  variant?: 'body' | 'title' | 'muted' | 'small'
}

export function Text({ as: Tag = 'p', variant = 'body', className, ...props }: TextProps) {
  return (
    <Tag className={className ? `text ${className}` : 'text'} data-variant={variant} {...props} />
  )
}
