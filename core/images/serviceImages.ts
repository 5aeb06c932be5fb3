import { SDK_TYPE, SDK_VERSION } from '../constants'

/**
 * The addresses of the wallet-services images (a wallet's, a network's, a token's). An `<img>`
 * loads them, so they cannot go through the base query: the `projectId`, `st` and `sv`
 * parameters every other wallet-services call carries are added here instead.
 */
export function serviceImageUrl(
  baseUrl: string,
  path: string,
  id: string,
  projectId: string | undefined,
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path}/${encodeURIComponent(id)}`)
  url.searchParams.set('projectId', projectId ?? '')
  url.searchParams.set('st', SDK_TYPE)
  url.searchParams.set('sv', SDK_VERSION)
  return url.toString()
}

/** `GET /public/getAssetImage/{id}`: a network's image (or another asset's, by its image id). */
export const assetImageUrl = (baseUrl: string, imageId: string, projectId: string | undefined) =>
  serviceImageUrl(baseUrl, 'public/getAssetImage', imageId, projectId)

/** `GET /public/getTokenImage/{symbol}`: a token's image, by its symbol. */
export const tokenImageUrl = (baseUrl: string, symbol: string, projectId: string | undefined) =>
  serviceImageUrl(baseUrl, 'public/getTokenImage', symbol, projectId)

/**
 * The id the asset-image call knows a network by: the one the host gave
 * (`assets.imageId`), else its CAIP-2 id (`eip155:8453`), under which the service keeps the
 * images of the networks it supports.
 */
export function networkImageId(network: {
  caipNetworkId: string
  assets?: { imageId?: string | undefined } | undefined
}): string {
  return network.assets?.imageId?.trim() || network.caipNetworkId
}
