import type { HTMLAttributes } from 'react'

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'h2' | 'h3'
  variant?: 'body' | 'title' | 'muted' | 'small'
}

/** Text in the modal's type scale: a paragraph by default, or `as` a span or heading. */
export function Text({ as: Tag = 'p', variant = 'body', className, ...props }: TextProps) {
  return (
    <Tag className={className ? `text ${className}` : 'text'} data-variant={variant} {...props} />
  )
}
