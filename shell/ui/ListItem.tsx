import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'title'
> {
  title: string
  description?: string
  /** Decorative: the title names the row. */
  imageUrl?: string
  /** An image of the row's own (a network's mark, a preview of wallets), instead of `imageUrl`. */
  image?: ReactNode
  /** Drawn at the row's end, e.g. a spinner while the row's action runs. */
  end?: ReactNode
}

/** A full-width row button with an optional image and description, e.g. a wallet. */
export function ListItem({
  title,
  description,
  imageUrl,
  image,
  end,
  className,
  type = 'button',
  ...props
}: ListItemProps) {
  return (
    <button type={type} className={className ? `list-item ${className}` : 'list-item'} {...props}>
      {image ??
        (imageUrl && (
          // Sized before it loads: the row keeps its height and its text its place.
          <img className="list-item-image" src={imageUrl} alt="" width={32} height={32} />
        ))}
      <span className="list-item-text">
        <span className="list-item-title">{title}</span>
        {description && <span className="list-item-description">{description}</span>}
      </span>
      {end && <span className="list-item-end">{end}</span>}
    </button>
  )
}
