import { useMemo } from 'react'
import { encode } from 'uqr'

export interface QrCodeProps {
  /** What the code carries, e.g. a `wc:` pairing URI. */
  value: string
  /** The accessible name: what the code is for. */
  label: string
  /** Drawn width and height in CSS pixels. */
  size?: number
}

// The quiet zone the QR standard asks for around the code, in modules: scanners need it.
const QUIET_ZONE = 4

/**
 * The dark modules as one SVG path of horizontal runs: a few hundred path commands instead
 * of thousands of rects, and no seams between neighbouring modules when scaled.
 */
export function qrPath(value: string): { path: string; modules: number } {
  // Medium error correction: pairing URIs are long, and a lower level keeps the code coarse
  // enough to scan from a laptop screen.
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE })
  const runs: string[] = []
  data.forEach((row, y) => {
    let start = -1
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x] === true
      if (dark && start === -1) start = x
      if (!dark && start !== -1) {
        runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
        start = -1
      }
    }
  })
  return { path: runs.join(''), modules: size }
}

/**
 * A QR code drawn as SVG, dark on white whatever the theme: scanners expect that contrast.
 * It is an image with a name, so screen readers say what it is for rather than skip it.
 */
export function QrCode({ value, label, size = 280 }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
