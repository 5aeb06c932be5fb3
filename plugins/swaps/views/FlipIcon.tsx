/**
 * The flip button's picture: an arrow up beside an arrow down, drawn in the text's colour as
 * the kit's other line icons are (20 px in a 24 box). Decorative: the button's label names
 * what it does. Vertical, so it does not turn in a right-to-left modal.
 */
export function FlipIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4" />
    </svg>
  )
}
