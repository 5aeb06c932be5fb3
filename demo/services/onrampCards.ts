/**
 * The local onramp provider's payment checks: a card number passes Luhn's checksum, the
 * expiry is this month or later, the CVC has 3 or 4 digits; a bank transfer needs a routing
 * number with a valid ABA checksum and an account number. One test card number is declined
 * by the "bank", as a real provider's test card is: the form is right, the payment is refused.
 */

/** What the checkout form posts. */
export type PaymentForm = Partial<
  Record<'name' | 'number' | 'expiry' | 'cvc' | 'routing' | 'account', string>
>

/** A field's issue, by field name: a key of the page's texts (onrampPageText.ts). */
export type FieldIssues = Partial<Record<keyof PaymentForm, 'required' | 'invalid' | 'expired'>>

/** The card that pays (Luhn-valid, the usual test number). */
export const TEST_CARD_ACCEPTED = '4242424242424242'
/** The card the bank declines (Luhn-valid too: the refusal is the bank's, not the form's). */
export const TEST_CARD_DECLINED = '4000000000000002'
/** A routing number with a valid ABA checksum, for the bank transfer form. */
export const TEST_ROUTING_NUMBER = '110000000'

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '')

/** Luhn's checksum (ISO/IEC 7812): every second digit from the right doubled. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** MM/YY (or MM/YYYY) not before the current month; undefined when not a date at all. */
export function expiryIssue(expiry: string, now: Date): 'invalid' | 'expired' | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim())
  if (!match) return 'invalid'
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return 'invalid'
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return year * 12 + (month - 1) < current ? 'expired' : undefined
}

/** The ABA routing number checksum: 3-7-1 weights over the nine digits. */
export function passesAba(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routing[index]), 0)
  return sum % 10 === 0
}

export function checkCard(
  form: PaymentForm,
  now: Date,
): { issues: FieldIssues; declined: boolean } {
  const issues: FieldIssues = {}
  const number = digitsOf(form.number)
  if (!form.name?.trim()) issues.name = 'required'
  if (!number) issues.number = 'required'
  else if (!passesLuhn(number)) issues.number = 'invalid'
  if (!form.expiry?.trim()) issues.expiry = 'required'
  else {
    const expiry = expiryIssue(form.expiry, now)
    if (expiry) issues.expiry = expiry
  }
  const cvc = digitsOf(form.cvc)
  if (!cvc) issues.cvc = 'required'
  else if (!/^\d{3,4}$/.test(cvc)) issues.cvc = 'invalid'
  const valid = Object.keys(issues).length === 0
  return { issues, declined: valid && number === TEST_CARD_DECLINED }
}

export function checkBankAccount(form: PaymentForm): { issues: FieldIssues; declined: boolean } {
  const issues: FieldIssues = {}
  const routing = digitsOf(form.routing)
  const account = digitsOf(form.account)
  if (!form.name?.trim()) issues.name = 'required'
  if (!routing) issues.routing = 'required'
  else if (!passesAba(routing)) issues.routing = 'invalid'
  if (!account) issues.account = 'required'
  else if (!/^\d{4,17}$/.test(account)) issues.account = 'invalid'
  return { issues, declined: false }
}
