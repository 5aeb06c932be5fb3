/** How many wallets the All Wallets row shows: a square of two by two. */
export const PREVIEW_WALLETS = 4

/**
 * The All Wallets row's image: the first four wallet icons of the list, two by two, in the
 * box of a row's image. Cells without a wallet yet (the list still loading, a shorter list)
 * stay as grey squares of the same size, so the row never changes shape. Decoration: the row's
 * title says where it leads.
 */
export function WalletsPreview({ images }: { images: readonly string[] }) {
  const cells = Array.from({ length: PREVIEW_WALLETS }, (_, index) => images[index])
  return (
    <span className="list-item-image wallets-preview" aria-hidden="true">
      {cells.map((src, index) =>
        // The cells are places, not wallets: a wallet arriving fills its place.
        src ? (
          <img key={`cell-${index}`} src={src} alt="" width={14} height={14} />
        ) : (
          <span key={`cell-${index}`} className="wallets-preview-empty" />
        ),
      )}
    </span>
  )
}
