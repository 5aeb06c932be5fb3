import * as fc from 'fast-check'
import i18next from 'i18next'
import { formatAmount, MAX_AMOUNT_UNITS, type TokenBalanceEntry } from 'portico/plugin'
import en from './locales/en.json'
import de from './locales/de.json'
import es from './locales/es.json'
import fr from './locales/fr.json'
import ja from './locales/ja.json'
import { classifyReceiver, isAccountName } from './receiver'
import { ethBalance, RECEIVER, usdcBalance } from './test/fixtures'
import {
  SEND_MESSAGES,
  feeIssue,
  issueValues,
  parseSendAmount,
  validateSend,
  type SendForm,
  type SendIssue,
} from './validation'

// An instance set up as the modal's is (English fallback, no HTML escaping), with the plugin's
// strings under its namespace as the loader adds them.
const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
})
i18n.addResourceBundle('en', 'send', en)
i18n.addResourceBundle('es', 'send', es)
i18n.addResourceBundle('de', 'send', de)
i18n.addResourceBundle('fr', 'send', fr)
i18n.addResourceBundle('ja', 'send', ja)
/** What the visitor reads for an issue, in English unless told otherwise. */
const text = (issue: SendIssue | undefined, lng = 'en') =>
  issue && i18n.t(issue.key, { ns: 'send', lng, ...issueValues(issue, lng) })

const USDC = usdcBalance('42.5')

const form = (changes: Partial<SendForm> = {}): SendForm => ({
  namespace: 'eip155',
  token: USDC,
  sendTokenAmount: '1.5',
  receiverInput: RECEIVER,
  receiverAddress: RECEIVER,
  receiverLookup: 'resolved',
  ...changes,
})

const messages = (changes: Partial<SendForm>) => validateSend(form(changes)).map((i) => text(i))

describe('the SPEC §5 messages, word for word in English', () => {
  it('a complete form has no problem', () => {
    expect(validateSend(form())).toEqual([])
  })

  it('an amount and a receiver are required', () => {
    const required = 'An amount and receiver address are required'
    expect(messages({ sendTokenAmount: '' })).toEqual([required])
    expect(messages({ sendTokenAmount: '   ' })).toEqual([required])
    expect(
      messages({ receiverInput: '', receiverAddress: undefined, receiverLookup: 'idle' }),
    ).toEqual([required])
  })

  it('a token is required, after the amount and receiver', () => {
    expect(messages({ token: undefined })).toEqual(['A token is required'])
    expect(messages({ token: undefined, sendTokenAmount: '' })).toEqual([
      'An amount and receiver address are required',
      'A token is required',
    ])
  })

  it("'Unsupported chain' is the send namespace's text too", () => {
    expect(text({ field: 'form', key: SEND_MESSAGES.unsupportedChain })).toBe('Unsupported chain')
  })

  it('translates each message, with the same placeholders in every language', () => {
    expect(text({ field: 'token', key: SEND_MESSAGES.tokenRequired }, 'de')).toBe(
      'Ein Token ist erforderlich',
    )
    expect(text({ field: 'token', key: SEND_MESSAGES.tokenRequired }, 'es')).toBe(
      'Se requiere un token',
    )
    for (const key of Object.values(SEND_MESSAGES)) {
      for (const lng of ['en', 'es', 'de']) {
        expect(i18n.exists(key, { ns: 'send', lng })).toBe(true)
      }
    }
  })
})

describe('the amount, parsed with the token decimals exactly', () => {
  it('1.5 USDC is 1500000 of its smallest unit, 1.5 ETH is 1.5e18 wei', () => {
    expect(parseSendAmount('1.5', USDC)).toEqual({ value: 1_500_000n })
    expect(parseSendAmount('1.5', ethBalance('2'))).toEqual({ value: 1_500_000_000_000_000_000n })
    expect(parseSendAmount('0.000001', USDC)).toEqual({ value: 1n })
    // The whole holding, to the last unit, is allowed.
    expect(parseSendAmount('42.5', USDC)).toEqual({ value: 42_500_000n })
  })

  it('refuses what is not a number, zero or less, and more decimals than the token has', () => {
    expect(messages({ sendTokenAmount: 'abc' })).toEqual([
      'Enter the amount as a number, such as 1.5',
    ])
    expect(messages({ sendTokenAmount: '1e3' })).toEqual([
      'Enter the amount as a number, such as 1.5',
    ])
    expect(messages({ sendTokenAmount: '0' })).toEqual(['The amount must be more than 0'])
    expect(messages({ sendTokenAmount: '-1' })).toEqual(['The amount must be more than 0'])
    expect(messages({ sendTokenAmount: '1.0000001' })).toEqual([
      'USDC has at most 6 decimal places',
    ])
  })

  it.each([
    ['en', '1,234.5678'],
    ['fr', '1 234,5678'],
    ['de', '1.234,5678'],
    ['ja', '1,234.5678'],
  ])('writes the balance in %s, cut to four decimals', (language, balance) => {
    const token = usdcBalance('1234.567891')
    const [issue] = validateSend(form({ token, sendTokenAmount: '2000' }))
    const written = (text(issue, language) ?? '').replace(/[\u00a0\u202f]/g, ' ')
    expect(written).toContain(`${balance}`)
    expect(written).toContain('USDC')
  })

  it('refuses more than the balance, even by one unit', () => {
    expect(messages({ sendTokenAmount: '42.500001' })).toEqual([
      'That is more than your balance of 42.5 USDC',
    ])
    expect(messages({ sendTokenAmount: '1000' })).toEqual([
      'That is more than your balance of 42.5 USDC',
    ])
  })

  it('refuses more than a uint256 of the smallest unit, whatever balance the service claims', () => {
    // A balance service may claim anything: the bound holds without one and above one.
    const rich = usdcBalance(formatAmount(MAX_AMOUNT_UNITS * 2n, 6))
    const largest = formatAmount(MAX_AMOUNT_UNITS, 6)
    expect(parseSendAmount(largest, rich)).toEqual({ value: MAX_AMOUNT_UNITS })
    const above = formatAmount(MAX_AMOUNT_UNITS + 1n, 6)
    expect(messages({ token: rich, sendTokenAmount: above })).toEqual([
      'That is more USDC than a transfer can carry',
    ])
    expect(messages({ token: rich, sendTokenAmount: '1' + '0'.repeat(80) })).toEqual([
      'That is more USDC than a transfer can carry',
    ])
  })

  it('any typed amount: a value from 1 to the bound or an amount issue, never an exception (property)', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?\d{0,90}(\.\d{0,12})?$/),
      fc.bigInt({ min: 0n, max: 2n ** 270n }).map((units) => formatAmount(units, 6)),
    )
    const rich = usdcBalance(formatAmount(MAX_AMOUNT_UNITS * 2n, 6))
    fc.assert(
      fc.property(typed, (amount) => {
        // An empty amount is the required rule's (validateSend checks it first).
        fc.pre(amount.trim() !== '')
        const parsed = parseSendAmount(amount, rich)
        if ('value' in parsed) {
          expect(parsed.value > 0n && parsed.value <= MAX_AMOUNT_UNITS).toBe(true)
        } else {
          expect(parsed.issue.field).toBe('amount')
        }
      }),
      { numRuns: 300 },
    )
  })

  it('says a token with unusable decimals cannot be sent', () => {
    const odd: TokenBalanceEntry = { ...USDC, quantity: { decimals: '300', numeric: '1' } }
    expect(messages({ token: odd })).toEqual(['USDC cannot be sent: its decimals are not known'])
  })
})

describe('the receiver, validated per namespace', () => {
  it('names each way a receiver can be wrong', () => {
    expect(messages({ receiverInput: 'x!', receiverLookup: 'invalid' })).toEqual([
      '“x!” is neither an address of this network nor an account name',
    ])
    expect(messages({ receiverLookup: 'badChecksum', receiverAddress: undefined })).toEqual([
      'This address fails its checksum: check it for a typo',
    ])
    expect(messages({ receiverInput: 'nobody', receiverLookup: 'notFound' })).toEqual([
      'No account is registered as nobody',
    ])
    expect(messages({ receiverInput: 'ada-lovelace', receiverLookup: 'failed' })).toEqual([
      'ada-lovelace could not be looked up: try again, or paste the address',
    ])
    expect(messages({ receiverInput: 'ada-lovelace', receiverLookup: 'resolving' })).toEqual([
      'Still looking up ada-lovelace…',
    ])
  })

  it('checks a resolved address against the namespace again', () => {
    expect(messages({ namespace: 'solana' })).toEqual([
      `“${RECEIVER}” is neither an address of this network nor an account name`,
    ])
  })

  it('sorts what was typed: addresses per namespace, names by the SPEC rule', () => {
    expect(classifyReceiver('eip155', ` ${RECEIVER.toLowerCase()} `)).toEqual({
      kind: 'address',
      address: RECEIVER,
    })
    // One character's case flipped: the EIP-55 checksum fails.
    const flipped = RECEIVER.replace('B', 'b')
    expect(classifyReceiver('eip155', flipped)).toEqual({ kind: 'invalid', reason: 'badChecksum' })
    expect(classifyReceiver('eip155', '0x1234')).toEqual({ kind: 'invalid', reason: 'invalid' })
    expect(classifyReceiver('eip155', 'ada-lovelace')).toEqual({
      kind: 'name',
      name: 'ada-lovelace',
    })
    expect(classifyReceiver('eip155', 'ada')).toEqual({ kind: 'invalid', reason: 'invalid' })
    expect(classifyReceiver('eip155', '')).toEqual({ kind: 'empty' })
    const solana = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'
    expect(classifyReceiver('solana', solana)).toEqual({ kind: 'address', address: solana })
    expect(classifyReceiver('solana', RECEIVER)).toEqual({ kind: 'invalid', reason: 'invalid' })
  })

  it('an account name is at least 4 letters, digits or hyphens, with an optional suffix', () => {
    expect(['abcd', 'ada-lovelace', 'a1b2', 'adam.wallet', 'ADA-9'].map(isAccountName)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['abc', 'ada lovelace', 'ada_l', 'ada.wallet', 'abcd.', ''].map(isAccountName)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('the network fee', () => {
  const base = { amount: 10n, fee: 5n, nativeSymbol: 'ETH' }

  it('a native send pays amount and fee from the native balance', () => {
    expect(feeIssue({ ...base, sendsNative: true, nativeBalance: 15n })).toBeUndefined()
    expect(text(feeIssue({ ...base, sendsNative: true, nativeBalance: 14n }))).toBe(
      'Not enough ETH left to pay the network fee',
    )
  })

  it('a token send pays only the fee from it; an unknown balance is left to the wallet', () => {
    expect(feeIssue({ ...base, sendsNative: false, nativeBalance: 5n })).toBeUndefined()
    expect(feeIssue({ ...base, sendsNative: false, nativeBalance: 4n })?.key).toBe(
      SEND_MESSAGES.insufficientForFee,
    )
    expect(feeIssue({ ...base, sendsNative: true, nativeBalance: undefined })).toBeUndefined()
  })
})
