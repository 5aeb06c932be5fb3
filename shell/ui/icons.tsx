import type { ReactElement, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

// Icons are decorative: the control or message beside them carries the accessible name.
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

/** A check mark (16 px, the text colour; decorative). */
export const CheckIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
)

/** A cross (16 px, the text colour; decorative). */
export const CrossIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
)

/**
 * A chevron pointing back: left, or right in a right-to-left modal (the class turns it).
 * 16 px, the text colour; decorative.
 */
export const BackIcon = (props: IconProps) => (
  <svg {...base} className="icon-directional" {...props}>
    <path d="M10 3.5L5.5 8l4.5 4.5" />
  </svg>
)

/** A warning triangle (16 px, the text colour; decorative). */
export const WarningIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M8 2.5l6 11H2z" />
    <path d="M8 7v2.5M8 11.5v.01" />
  </svg>
)

/** Two overlapping sheets, for copying (16 px, the text colour; decorative). */
export const CopyIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
  </svg>
)

// The class makes it turn wherever it is drawn (see ui/styles.ts).
/** A turning arc (16 px, the text colour; decorative): `Spinner` with a label announces it. */
export const SpinnerIcon = (props: IconProps) => (
  <svg {...base} {...props} className="spinner-icon">
    <circle cx="8" cy="8" r="6" opacity="0.25" />
    <path d="M14 8a6 6 0 0 0-6-6" />
  </svg>
)

/** The icon set that store messages refer to by id (e.g. the snackbar's `svg`). */
export const ICONS: Readonly<Record<string, () => ReactElement>> = {
  check: () => <CheckIcon />,
  cross: () => <CrossIcon />,
  warning: () => <WarningIcon />,
  spinner: () => <SpinnerIcon />,
}
