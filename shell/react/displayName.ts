import { DISPLAY_NAME_LIMIT } from '../../core/defaults'

export interface DisplayName {
  /** What goes on screen: the name, or its start and an ellipsis. */
  text: string
  /** Whether `text` is cut: then the whole name belongs in the accessible description. */
  truncated: boolean
}

/**
 * A name as it fits on screen (the display name limit): a name of at most
 * DISPLAY_NAME_LIMIT characters as it is, a longer one cut to that many with an ellipsis as
 * the last. Characters are code points, so an emoji is never split; only the first
 * DISPLAY_NAME_LIMIT + 1 of them are read, whatever the name's length.
 */
export function displayName(name: string): DisplayName {
  // No more UTF-16 units than the limit means no more code points either.
  if (name.length <= DISPLAY_NAME_LIMIT) return { text: name, truncated: false }
  let kept = ''
  let count = 0
  for (const char of name) {
    count += 1
    if (count < DISPLAY_NAME_LIMIT) kept += char
    else if (count > DISPLAY_NAME_LIMIT) return { text: `${kept.trimEnd()}…`, truncated: true }
  }
  return { text: name, truncated: false }
}
