import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'title'
> {
  title: string
  description?: string
  /** Decorative: the title names the row. */
  imageUrl?: string
  /** Drawn at the row's end, e.g. a spinner while the row's action runs. */
  end?: ReactNode
}

/** A full-width row button with an optional image and description, e.g. a wallet. */
export function ListItem({
  title,
  description,
  imageUrl,
  end,
  className,
  type = 'button',
  ...props
}: ListItemProps) {
  return (
    <button type={type} className={className ? `list-item ${className}` : 'list-item'} {...props}>
      {imageUrl && <img className="list-item-image" src={imageUrl} alt="" />}
      <span className="list-item-text">
        <span className="list-item-title">{title}</span>
        {description && <span className="list-item-description">{description}</span>}
      </span>
      {end && <span className="list-item-end">{end}</span>}
    </button>
  )
}
