import { afterEach, describe, expect, it, vi } from 'vitest'
import { WALLET_IMAGES_PREFETCHED } from '../constants'
import { prefetchImages } from './prefetch'

const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://img.example/${i}`)

/** Records every address an `Image` is given instead of loading it. */
function stubImage() {
  const loaded: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        loaded.push(url)
      }
    },
  )
  return loaded
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('prefetchImages', () => {
  it('starts the first 20 images of a page and returns them', () => {
    const loaded = stubImage()
    const started = prefetchImages(urls(40))
    expect(WALLET_IMAGES_PREFETCHED).toBe(20)
    expect(started).toEqual(urls(20))
    expect(loaded).toEqual(urls(20))
  })

  it('starts all of a short page, each address once', () => {
    const loaded = stubImage()
    const [first = '', second = ''] = urls(2)
    expect(prefetchImages([first, second, first])).toEqual([first, second])
    expect(loaded).toEqual([first, second])
  })

  it('honours another limit', () => {
    stubImage()
    expect(prefetchImages(urls(10), 3)).toEqual(urls(3))
    expect(prefetchImages(urls(10), 0)).toEqual([])
  })

  it('does nothing where there is no Image', () => {
    vi.stubGlobal('Image', undefined)
    expect(prefetchImages(urls(5))).toEqual([])
  })
})
