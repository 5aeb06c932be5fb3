import { COMMON_PASSWORD_WORDS } from './commonPasswords'
import {
  RECOVERY_PASSWORD_MIN_CHARS,
  RECOVERY_PASSWORD_MIN_DISTINCT,
  RECOVERY_PASSWORD_MIN_UNGUESSABLE,
} from './params'

/**
 * Why a recovery password is refused when the visitor chooses it:
 * - `too-short`: under RECOVERY_PASSWORD_MIN_CHARS characters;
 * - `few-characters`: under RECOVERY_PASSWORD_MIN_DISTINCT different characters;
 * - `personal`: it holds the visitor's e-mail address or its name part;
 * - `common`: mostly a word of the breached-password lists (with digits, sequences, symbols);
 * - `predictable`: mostly repeats, sequences (abcd, 4321) or keyboard rows (qwerty, asdf).
 */
export type PasswordProblem = 'too-short' | 'few-characters' | 'personal' | 'common' | 'predictable'

/** Keyboard rows and the digit row, where "qwerty" and "7890" are walked. */
const KEYBOARD_ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1234567890',
  'qwertzuiop',
  'azertyuiop',
]

/** Look-alike substitutions people make in words ("p@ssw0rd"), read back as letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
}

/** The shortest run that counts as a sequence, a keyboard walk or a repeat. */
const RUN = 3

const isAlphanumeric = (char: string) => /^[\p{L}\p{N}]$/u.test(char)

/** Whether b follows a in a keyboard row, either way. */
function keyboardNeighbours(a: string, b: string): boolean {
  return KEYBOARD_ROWS.some((row) => {
    const at = row.indexOf(a)
    return at >= 0 && (row[at + 1] === b || row[at - 1] === b)
  })
}

/** Marks runs of RUN or more where each step follows `linked`, in the same direction. */
function markRuns(
  chars: readonly string[],
  guessable: boolean[],
  step: (a: string, b: string) => number,
) {
  let start = 0
  let direction = 0
  for (let i = 1; i <= chars.length; i++) {
    const here = i < chars.length ? step(chars[i - 1] ?? '', chars[i] ?? '') : 0
    if (here !== 0 && (direction === 0 || here === direction)) {
      direction = here
      continue
    }
    if (i - start >= RUN && direction !== 0) guessable.fill(true, start, i)
    start = here !== 0 ? i - 1 : i
    direction = here
  }
}

/** +1 or -1 for letters or digits one apart ("abc", "987"), 2 for the same one again, else 0. */
function alphabetStep(a: string, b: string): number {
  if (!isAlphanumeric(a) || !isAlphanumeric(b)) return 0
  const diff = (b.codePointAt(0) ?? 0) - (a.codePointAt(0) ?? 0)
  return diff === 1 || diff === -1 ? diff : diff === 0 ? 2 : 0
}

/** 1 for keys next to each other in a row ("qwe", "lkj": either way counts), else 0. */
const keyboardStep = (a: string, b: string) => (keyboardNeighbours(a, b) ? 1 : 0)

/**
 * What is wrong with a recovery password the visitor chooses, or undefined if it may be
 * taken. The password guards the recovery share against whoever holds the envelope (the
 * service's operator, a copy of its database), who guesses offline in the order attackers
 * do: breached passwords first, then patterns. So besides its length, most of it must be
 * none of those: the characters left once common words (also spelt with look-alikes),
 * sequences, keyboard walks and repeats are taken out must be at least
 * RECOVERY_PASSWORD_MIN_UNGUESSABLE. Counted in Unicode characters after NFKC, as it is
 * stretched.
 */
export function passwordProblem(
  password: string,
  context: { email?: string | null } = {},
): PasswordProblem | undefined {
  const chars = [...password.normalize('NFKC').toLowerCase()]
  if (chars.length < RECOVERY_PASSWORD_MIN_CHARS) return 'too-short'
  if (new Set(chars).size < RECOVERY_PASSWORD_MIN_DISTINCT) return 'few-characters'
  const lower = chars.join('')
  const email = context.email?.normalize('NFKC').toLowerCase()
  const name = email?.split('@')[0]
  if (
    email &&
    (lower.includes(email) || (name !== undefined && name.length >= RUN && lower.includes(name)))
  )
    return 'personal'

  const guessable = chars.map(() => false)
  // The whole password one unit over and over ("abcabcabcabc"): all but one unit.
  const repeated = /^(.+?)\1+$/su.exec(lower)
  if (repeated?.[1]) guessable.fill(true, [...repeated[1]].length)

  // Words, also behind look-alikes; one character a position, so positions line up.
  const plain = chars
    .map((char) => (char.length === 1 ? (LOOK_ALIKES[char] ?? char) : '\ufffd'))
    .join('')
  let common = false
  for (const word of COMMON_PASSWORD_WORDS) {
    for (let at = plain.indexOf(word); at >= 0; at = plain.indexOf(word, at + 1)) {
      common = true
      guessable.fill(true, at, at + word.length)
    }
  }
  markRuns(chars, guessable, alphabetStep)
  markRuns(chars, guessable, keyboardStep)

  const left = guessable.filter((each) => !each).length
  if (left >= RECOVERY_PASSWORD_MIN_UNGUESSABLE) return undefined
  return common ? 'common' : 'predictable'
}
