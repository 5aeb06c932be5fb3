import { networkImage } from '../../core/images/networkImage'
import { FallbackImage } from './FallbackImage'
import { useAppSelector } from './store'

export interface NetworkIconProps {
  network: {
    caipNetworkId: string
    name?: string | undefined
    assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  }
  /** Width and height in px. */
  size: number
  /** The accessible name; empty (the default) where the network's name is beside it. */
  alt?: string
  className?: string
}

/**
 * A network's image: the host's (`assets.imageUrl`), else the wallet-services asset image.
 * The kit's own mark of a catalogue network, or a letter badge of any other, stands in while
 * it loads and stays if it fails. Without a project id the service is not asked.
 */
export function NetworkIcon({ network, size, alt, className }: NetworkIconProps) {
  const walletServices = useAppSelector((state) => state.options.endpoints.walletServices)
  const projectId = useAppSelector((state) => state.options.projectId)
  const { src, fallback } = networkImage(network, { walletServices, projectId })
  return <FallbackImage src={src} fallback={fallback} size={size} alt={alt} className={className} />
}
