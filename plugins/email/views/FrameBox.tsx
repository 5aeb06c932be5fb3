import { useEffect, useRef } from 'react'
import type { FrameMessenger } from '../frame/messenger'

/**
 * The frame's height until it says how tall its screen is, and the most it may take (the
 * frame scrolls its own content beyond that, so the modal does not).
 */
const FRAME_DEFAULT_HEIGHT_PX = 360
const FRAME_MAX_HEIGHT_PX = 440

/**
 * The wallet frame's place in a view: an empty box the frame is drawn over while `active`
 * (it follows the box on every animation frame, as the modal's own animations and scrolling
 * move it), and hidden again when the box goes. A passive effect, so the dialog's own first
 * focus is over when the frame takes focus. `title` is the frame's accessible name meanwhile.
 */
export function FrameBox({
  messenger,
  active,
  height,
  title,
  testId,
}: {
  messenger: FrameMessenger | undefined
  active: boolean
  /** The height the frame asked for, if it did. */
  height: number | undefined
  title: string
  testId: string
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!messenger || !active || !element) return
    let last = ''
    let frame = 0
    const follow = () => {
      const { top, left, width, height: boxHeight } = element.getBoundingClientRect()
      const key = `${top},${left},${width},${boxHeight}`
      if (key !== last) {
        last = key
        messenger.place({ top, left, width, height: boxHeight, title })
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      messenger.place(undefined)
    }
  }, [messenger, active, title])
  return (
    <div
      ref={box}
      className="email-approval-frame"
      style={{ height: Math.min(height ?? FRAME_DEFAULT_HEIGHT_PX, FRAME_MAX_HEIGHT_PX) }}
      data-testid={testId}
    />
  )
}
