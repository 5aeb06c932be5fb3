import { useState } from 'react'

export interface FallbackImageProps {
  /** The image to show once it has loaded; none: the fallback alone. */
  src?: string | undefined
  /** Shown at once, while `src` loads and if it fails: an inline image (a data URL). */
  fallback: string
  /** Width and height in px, set before anything loads so nothing around it moves. */
  size: number
  /** The image's accessible name; empty (the default) where it is decoration. */
  alt?: string
  className?: string
}

/**
 * An image with an inline stand-in: the stand-in is drawn at once in a box of the final size,
 * the image loads over it and replaces it when it has arrived; an image that fails leaves the
 * stand-in. Only the stand-in carries the name, so it is read once, whichever is on top.
 */
export function FallbackImage({ src, fallback, size, alt = '', className }: FallbackImageProps) {
  // Per address: a new `src` starts hidden again and may fail on its own.
  const [loaded, setLoaded] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const trying = src !== undefined && src !== fallback && failed !== src
  return (
    <span
      className={className ? `fallback-image ${className}` : 'fallback-image'}
      style={{ width: size, height: size }}
      data-state={!trying ? 'fallback' : loaded === src ? 'loaded' : 'loading'}
    >
      <img src={fallback} alt={alt} width={size} height={size} />
      {trying && (
        <img
          src={src}
          alt=""
          aria-hidden="true"
          width={size}
          height={size}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  )
}
