import { svgDataUrl } from '../../../core/chains/icons'

/**
 * The kit's own mark for the WalletConnect row (a connector that brings no icon): two links
 * of a chain, white on blue, in the 24 by 24 box of the other marks. Drawn here, so no
 * request and nobody's artwork.
 */
const WALLET_CONNECT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
  '<rect width="24" height="24" rx="6" fill="#2f6fed"/>' +
  '<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round">' +
  '<path d="M10.6 13.4a3 3 0 0 1 0-4.2l1.6-1.6a3 3 0 0 1 4.2 4.2l-.8.8"/>' +
  '<path d="M13.4 10.6a3 3 0 0 1 0 4.2l-1.6 1.6a3 3 0 0 1-4.2-4.2l.8-.8"/></g></svg>'

export const WALLET_CONNECT_MARK = svgDataUrl(WALLET_CONNECT_SVG)
