import { act } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'

/**
 * The page's buttons load an image apart (`new Image()`) before they show it; jsdom loads
 * none. This stands in for `Image` during one test: `load(src)` and `fail(src)` end the
 * loads of that address as a browser would.
 */
export function stubImageLoads() {
  const probes: EventTarget[] = []
  class LoadingImage extends EventTarget {
    src = ''
    constructor() {
      super()
      probes.push(this)
    }
  }
  vi.stubGlobal('Image', LoadingImage)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  const end = (src: string, type: 'load' | 'error') =>
    act(() => {
      for (const probe of probes)
        if (probe instanceof LoadingImage && probe.src === src) probe.dispatchEvent(new Event(type))
    })
  return { load: (src: string) => end(src, 'load'), fail: (src: string) => end(src, 'error') }
}
