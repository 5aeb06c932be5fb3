/** How many items the NFTs tab asks the service for at a time. */
export const NFT_PAGE_SIZE = 12

/** A row's height with the list's gap, in px, until the rows drawn are measured. */
export const NFT_ROW_ESTIMATE = 68

/** How far below the view the next page starts loading, in px. */
export const NEAR_END_MARGIN_PX = 160
