import type { ReactElement, SVGProps } from 'react'
import { own } from '../../../core/own'

type IconProps = SVGProps<SVGSVGElement>

// 20 px line icons in a 24 box, the text's colour; decorative (the button's label names it).
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

// Arrows that point along the line of reading turn in a right-to-left modal (icon-directional).
const directional = { ...base, className: 'icon-directional' }

/** An arrow leaving up and towards the end of the line. */
const SendIcon = (props: IconProps) => (
  <svg {...directional} {...props}>
    <path d="M7 17 17 7M9 7h8v8" />
  </svg>
)

/** An arrow arriving down and towards the start of the line. */
const ReceiveIcon = (props: IconProps) => (
  <svg {...directional} {...props}>
    <path d="M17 7 7 17M15 17H7V9" />
  </svg>
)

/** Two arrows in opposite directions. */
const SwapIcon = (props: IconProps) => (
  <svg {...directional} {...props}>
    <path d="M4 9h15l-4-4M20 15H5l4 4" />
  </svg>
)

/** A payment card. */
const BuyIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 14.5h3" />
  </svg>
)

/** A wallet. */
export const WalletsIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 8V7a2 2 0 0 1 2-2h10v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h.01" />
  </svg>
)

/** A door with an arrow going out of it. */
export const DisconnectIcon = (props: IconProps) => (
  <svg {...directional} {...props}>
    <path d="M14 5h3a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h9" />
  </svg>
)

/** Four squares: an action the kit has no picture for. */
const ActionIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="5" y="5" width="5.5" height="5.5" rx="1.2" />
    <rect x="13.5" y="5" width="5.5" height="5.5" rx="1.2" />
    <rect x="5" y="13.5" width="5.5" height="5.5" rx="1.2" />
    <rect x="13.5" y="13.5" width="5.5" height="5.5" rx="1.2" />
  </svg>
)

/**
 * The pictures of the account actions the kit's plugins contribute, by action id. They live
 * here, in the modal's code, rather than in the plugins' manifests, which every host page
 * downloads first; an action of another plugin gets the generic picture.
 */
const ACTION_ICONS: Readonly<Record<string, () => ReactElement>> = {
  send: () => <SendIcon />,
  receive: () => <ReceiveIcon />,
  swap: () => <SwapIcon />,
  buy: () => <BuyIcon />,
}

/** The picture of the account action `id`. */
export function actionIcon(id: string): ReactElement {
  const draw = own(ACTION_ICONS, id)
  return draw ? draw() : <ActionIcon />
}
