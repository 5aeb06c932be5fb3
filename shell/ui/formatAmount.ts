/**
 * A decimal amount for display: at most `maxFractionDigits` decimals, cut (never rounded up,
 * so a balance never looks larger than it is) and without trailing zeros. Works on the
 * decimal string itself: no float ever touches the amount.
 */
export function displayAmount(value: string, maxFractionDigits = 4): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}
