import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { QrCode, qrPath } from './QrCode'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Draws the path's runs back into a module grid, to compare with the encoder's. */
function gridOf(path: string, modules: number): boolean[][] {
  const grid = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) {
      const row = grid[Number(y)]
      if (row) row[Number(x) + dx] = true
    }
  }
  return grid
}

describe('QrCode', () => {
  it('draws exactly the modules the encoder made, with the quiet zone around them', () => {
    const { path, modules } = qrPath(URI)
    const encoded = encode(URI, { ecc: 'M', border: 4 })
    expect(modules).toBe(encoded.size)
    expect(gridOf(path, modules)).toEqual(encoded.data)
    // The top-left finder pattern starts after the 4-module quiet zone.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true)
  })

  it('is an SVG image named for what it does, dark on white', () => {
    render(<QrCode value={URI} label="QR code to connect your wallet" size={200} />)
    const svg = screen.getByRole('img', { name: 'QR code to connect your wallet' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('width')).toBe('200')
    const { modules } = qrPath(URI)
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules} ${modules}`)
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000')
  })
})
