import { letterIconSvg, svgDataUrl } from '../../core/chains/icons'
import { tokenImageUrl } from '../../core/images/serviceImages'
import { FallbackImage } from './FallbackImage'
import { useAppSelector } from './store'

export interface TokenIconProps {
  symbol: string
  /** The image the balance service gave the token, if any. */
  iconUrl?: string | undefined
  /** Width and height in px. */
  size: number
  /** The accessible name; empty (the default) where the token's name is beside it. */
  alt?: string
  className?: string
}

/**
 * A token's image: the one the service gave it, else the wallet-services token image by its
 * symbol. A letter badge of the symbol stands in while it loads and stays if it fails (or
 * when there is no project id to ask the service with).
 */
export function TokenIcon({ symbol, iconUrl, size, alt, className }: TokenIconProps) {
  const base = useAppSelector((state) => state.options.endpoints.walletServices)
  const projectId = useAppSelector((state) => state.options.projectId)
  const trimmed = symbol.trim()
  const src =
    iconUrl || (projectId && trimmed !== '' ? tokenImageUrl(base, trimmed, projectId) : undefined)
  return (
    <FallbackImage
      src={src}
      fallback={svgDataUrl(letterIconSvg(trimmed || '?'))}
      size={size}
      alt={alt}
      className={className}
    />
  )
}
