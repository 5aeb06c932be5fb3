import { SOCIAL_BRANDS, type SocialSource } from '../providers'

/** Apple's apple as a path (no letter stands for it); the others are their initials. */
const APPLE_PATH =
  'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z'

/**
 * A provider's mark in its brand colour; decorative: the control around it is named. The
 * initials are drawn by the style sheet (data-mark), not as text: as text they would be part of
 * the button's visible label ("GH GitHub"), which its name ("Continue with GitHub") then would
 * not contain, and speech-input users say what they see.
 */
export function SocialMark({ source, large }: { source: SocialSource; large?: boolean }) {
  const brand = SOCIAL_BRANDS[source]
  return (
    <span
      className={large ? 'social-mark social-mark-large' : 'social-mark'}
      style={{ background: brand.color }}
      aria-hidden="true"
      data-mark={source === 'apple' ? undefined : brand.mark}
    >
      {source === 'apple' && (
        <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor">
          <path d={APPLE_PATH} />
        </svg>
      )}
    </span>
  )
}
