/**
 * A decimal amount cut for display: at most `maxFractionDigits` decimals, cut (never rounded
 * up, so a balance never looks larger than it is) and without trailing zeros. Works on the
 * decimal string itself: no float ever touches the amount. The result is a decimal string
 * with a dot, the same in every language: a view shows amounts with `useAmountFormat` (or
 * `formatTokenAmount`), which also groups digits and writes the visitor's separators.
 */
export function displayAmount(value: string, maxFractionDigits = 4): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}
