import type { TranslationTree } from './types'

// Each plain letter's accented look-alike: still readable, plainly not hard-coded English.
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** How much longer a pseudo-localized text is than its English: translations often are. */
export const PSEUDO_EXPANSION = 0.4

// What must stay as written: i18next placeholders ({{name}}), nestings ($t(key)) and tags.
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/

/** One English text, accented and padded about 40 % longer, between brackets. */
export function pseudoText(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('')
  const padding = Math.ceil(text.length * PSEUDO_EXPANSION)
  const filler = '·'.repeat(Math.max(0, padding - 2))
  return `[${accented}${filler ? ` ${filler}` : ''}]`
}

/** Every text of a tree, pseudo-localized; the keys as they are. */
export function pseudoTree(tree: TranslationTree): TranslationTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoTree(value),
    ]),
  )
}
