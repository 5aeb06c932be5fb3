import { networkIconUrl } from '../chains/icons'
import { assetImageUrl, networkImageId } from './serviceImages'

/** A network's image and its inline stand-in. */
export interface NetworkImage {
  /** The image to show once loaded: the host's, the asset image, or else `fallback` itself. */
  src: string
  /** The kit's mark of a catalogue network or a letter badge (a `data:` address, no request). */
  fallback: string
}

/**
 * A network's image wherever the kit draws one (the modal's lists, the page's buttons): the
 * host's (`assets.imageUrl`), else the wallet-services asset image, which is not asked without
 * a project id. `fallback` stands in while `src` loads and stays if it fails.
 */
export function networkImage(
  network: {
    caipNetworkId: string
    name?: string | undefined
    assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  },
  services: { walletServices: string; projectId: string | undefined },
): NetworkImage {
  const fallback = networkIconUrl({ caipNetworkId: network.caipNetworkId, name: network.name })
  const src =
    network.assets?.imageUrl ||
    (services.projectId
      ? assetImageUrl(services.walletServices, networkImageId(network), services.projectId)
      : fallback)
  return { src, fallback }
}
