import { DOCS_BASE_URL, SDK_VERSION } from '../constants'
import { WalletError, toWalletError } from '../chains/adapters/walletErrors'
import { errorMessage } from './errorMessage'
import { OptionsError } from './OptionsError'
import { PorticoError } from './PorticoError'

const VERSION_LINE = `Version: portico@${SDK_VERSION}`

describe('PorticoError: its message', () => {
  it('is the sentence, the docs link and the version when there is nothing else', () => {
    const error = new PorticoError('MODAL_CLOSED', 'Modal closed')
    expect(error.shortMessage).toBe('Modal closed')
    expect(error.message).toBe(
      ['Modal closed', '', `Docs: ${DOCS_BASE_URL}#errors`, VERSION_LINE].join('\n'),
    )
    expect(error.docsPath).toBe('#errors')
    expect(error.docsUrl).toBe('https://www.npmjs.com/package/portico#errors')
    expect(error.version).toBe(`portico@${SDK_VERSION}`)
  })

  it('has a line per detail: text as it is, numbers and bigints as digits, the rest as JSON', () => {
    const error = new PorticoError(
      'INVALID_TRANSACTION',
      'Transaction value must not be negative',
      {
        method: 'eth_sendTransaction',
        walletCode: 4001,
        value: -1n,
        flags: { atomic: true, amounts: [1n] },
        missing: undefined,
      },
    )
    expect(error.message.split('\n')).toEqual([
      'Transaction value must not be negative',
      '',
      'method: eth_sendTransaction',
      'walletCode: 4001',
      'value: -1',
      'flags: {"atomic":true,"amounts":["1"]}',
      `Docs: ${DOCS_BASE_URL}#errors`,
      VERSION_LINE,
    ])
    // The details themselves are kept as given.
    expect(error.details).toEqual({
      method: 'eth_sendTransaction',
      walletCode: 4001,
      value: -1n,
      flags: { atomic: true, amounts: [1n] },
      missing: undefined,
    })
  })

  it('cuts a long line, and leaves out a detail that cannot be written', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    const error = new PorticoError('INVALID_TRANSACTION', 'Bad', {
      data: `0x${'ab'.repeat(200)}`,
      circular,
    })
    const [, , data, next] = error.message.split('\n')
    expect(data).toHaveLength(200)
    expect(data?.endsWith('…')).toBe(true)
    expect(next).toBe(`Docs: ${DOCS_BASE_URL}#errors`)
  })

  it("names the cause by its first line, a PorticoError's by its sentence", () => {
    const viemLike = Object.assign(new Error('HTTP request failed.\n\nURL: http://node'), {
      shortMessage: 'HTTP request failed.',
    })
    expect(
      new PorticoError('CONNECTION_FAILED', 'Failed to connect', undefined, { cause: viemLike })
        .message,
    ).toContain('\nCause: HTTP request failed.\nDocs:')
    const inner = new PorticoError('NOT_CONNECTED', 'No eip155 wallet is connected')
    const outer = new PorticoError('CONNECTION_FAILED', 'Failed', {}, { cause: inner })
    expect(outer.message).toContain('\nCause: No eip155 wallet is connected\n')
    expect(
      new PorticoError('CONNECTION_FAILED', 'Failed', undefined, { cause: 'plain words' }).message,
    ).toContain('\nCause: plain words\n')
  })

  it("says a wallet's reason once when it is the sentence too", () => {
    const error = toWalletError(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      'personal_sign',
    )
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.message).not.toContain('Cause:')
    expect(error.message).toContain('walletCode: 4001\nmethod: personal_sign\n')
  })

  it('links to the section its subclass names, or to the one given', () => {
    expect(new OptionsError('INVALID_OPTIONS', 'Invalid modal options: x').docsUrl).toBe(
      `${DOCS_BASE_URL}#options`,
    )
    const error = new PorticoError('PROJECT_ID_NOT_CONFIGURED', 'No project id', undefined, {
      docsPath: '#options',
    })
    expect(error.message).toContain(`\nDocs: ${DOCS_BASE_URL}#options\n`)
  })
})

describe('PorticoError: the error underneath', () => {
  it('keeps `cause` as `new Error(message, { cause })` does, and has none without one', () => {
    const wallet = new Error('User rejected the request.')
    const error = new PorticoError('CONNECTION_FAILED', 'Failed to connect', undefined, {
      cause: wallet,
    })
    expect(error.cause).toBe(wallet)
    expect(Object.getOwnPropertyDescriptor(error, 'cause')).toEqual(
      Object.getOwnPropertyDescriptor(new Error('x', { cause: wallet }), 'cause'),
    )
    expect('cause' in new PorticoError('MODAL_CLOSED', 'Modal closed')).toBe(false)
  })

  it('walk() finds the innermost error, or the first one a test accepts', () => {
    const root = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = toWalletError(root, 'eth_sendTransaction')
    const outer = new PorticoError('CONNECTION_FAILED', 'Failed', undefined, { cause: wallet })

    expect(outer.walk()).toBe(root)
    expect(outer.walk((error) => error instanceof WalletError)).toBe(wallet)
    expect(outer.walk((error) => error === outer)).toBe(outer)
    expect(outer.walk((error) => error instanceof TypeError)).toBe(null)
    expect(new PorticoError('MODAL_CLOSED', 'Modal closed').walk()).toBeInstanceOf(PorticoError)
  })

  it('walk() ends on a chain that loops', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    const error = new PorticoError('CONNECTION_FAILED', 'Failed', undefined, { cause: a })
    expect(error.walk((each) => each === 'never')).toBe(null)
    expect([a, b]).toContain(error.walk())
  })
})

describe('PorticoError: what hosts already rely on', () => {
  it('is an Error named PorticoError with its code and details, subclasses included', () => {
    for (const error of [
      new PorticoError('NETWORK_NOT_FOUND', 'Network eip155:5 is not configured'),
      new OptionsError('INVALID_ARGUMENT', 'Invalid argument: router.push(view): bad'),
      new WalletError('WALLET_REJECTED', 'No', { walletCode: 4001, method: undefined, data: 1 }),
    ]) {
      expect(error).toBeInstanceOf(Error)
      expect(error).toBeInstanceOf(PorticoError)
      expect(error.name).toBe('PorticoError')
      expect(String(error).startsWith(`PorticoError: ${error.shortMessage}\n`)).toBe(true)
    }
    expect(new PorticoError('MODAL_CLOSED', 'Modal closed').details).toEqual({})
  })

  it('errorMessage() reads the sentence, without the lines for logs', () => {
    const error = new PorticoError('SWITCH_FAILED', 'The wallet did not switch to Base', {
      caipNetworkId: 'eip155:8453',
    })
    expect(errorMessage(error)).toBe('The wallet did not switch to Base')
    expect(errorMessage(new PorticoError('FRAME_ERROR', ''), 'An error occurred')).toBe(
      'An error occurred',
    )
    expect(errorMessage(new Error('plain'))).toBe('plain')
  })
})
