import { describe, expect, it } from 'vitest'
import { displayAmount } from './formatAmount'

describe('displayAmount', () => {
  it('cuts to 4 decimals without rounding up and drops trailing zeros', () => {
    expect(displayAmount('9999.9975643430113432')).toBe('9999.9975')
    expect(displayAmount('1.99999')).toBe('1.9999')
    expect(displayAmount('1.50000')).toBe('1.5')
    expect(displayAmount('42')).toBe('42')
    expect(displayAmount('0.00001')).toBe('0')
    expect(displayAmount('0.123456', 2)).toBe('0.12')
  })
})
