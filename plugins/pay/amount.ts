// Plain decimal notation: digits with at most one ".", e.g. "25", "0.01", ".5", "1.".
const DECIMAL = /^(\d*)\.?(\d*)$/
// What JavaScript prints for very small or large numbers: "1e-7", "1.5e+21".
const EXPONENT = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/

/** Expands a number's shortest round-trip form ("1e-7") into plain digits ("0.0000001"). */
function plainDigits(value: number): string {
  const printed = String(value)
  const match = EXPONENT.exec(printed)
  if (!match) return printed
  const [, whole = '', fraction = '', exponent = '0'] = match
  const digits = whole + fraction
  const point = whole.length + Number(exponent)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * The exact decimal string of a payment amount, in its canonical form (no sign, no leading
 * or trailing zeros: "0.5", "25"), or undefined when it is not a plain non-negative number.
 * A number is read as JavaScript prints it, so `0.1` stays "0.1", never 0.1000000000000000055.
 */
export function canonicalAmount(value: number | string): string | undefined {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return undefined
  const text = typeof value === 'number' ? plainDigits(value) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match || text === '' || text === '.') return undefined
  const whole = (match[1] ?? '').replace(/^0+/, '') || '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Decimal places of a canonical amount. */
export const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0

/** Whether a canonical amount is above zero. */
export const isPositive = (amount: string) => /[1-9]/.test(amount)
