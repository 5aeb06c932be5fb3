import { describe, expect, it } from 'vitest'
import { avatarSvg, avatarUrl } from './avatar'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A different EVM address for each number (its hex, padded). */
const evmAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe('generated avatars', () => {
  it('are the same for the same address, whatever the case of an EVM address', () => {
    expect(avatarSvg(EVM)).toBe(avatarSvg(EVM))
    expect(avatarSvg(EVM.toLowerCase())).toBe(avatarSvg(EVM))
    expect(avatarUrl(EVM)).toBe(`data:image/svg+xml,${encodeURIComponent(avatarSvg(EVM))}`)
  })

  it('differ between addresses, neighbours included', () => {
    const pictures = new Set(Array.from({ length: 500 }, (_, n) => avatarSvg(evmAddress(n))))
    expect(pictures.size).toBe(500)
  })

  it('keep the case of addresses where case matters (base58)', () => {
    const solana = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(avatarSvg(solana)).not.toBe(avatarSvg(solana.toLowerCase()))
  })

  it('are well-formed SVG: a gradient and a pattern mirrored left to right', () => {
    const svg = new DOMParser().parseFromString(avatarSvg(EVM), 'image/svg+xml')
    expect(svg.querySelector('parsererror')).toBeNull()
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 5 5')
    expect(svg.querySelectorAll('stop')).toHaveLength(2)
    const cells = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d) (\d)/g)]
    const drawn = new Set(cells.map(([, x, y]) => `${x},${y}`))
    for (const cell of drawn) {
      const [x = 0, y = 0] = cell.split(',').map(Number)
      expect(drawn.has(`${4 - x},${y}`)).toBe(true)
    }
  })
})
