import type { SiwxMessageData } from 'portico'
import { parseSiweMessage } from 'viem/siwe'
import { messageData, messageText, siweMessageText } from './message'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PAGE = { host: 'shop.example:8443', origin: 'https://shop.example:8443' }
const NOW = new Date('2026-03-04T05:06:07.089Z')

const DATA: SiwxMessageData = {
  domain: 'shop.example:8443',
  uri: 'https://shop.example:8443',
  address: ADDRESS,
  chainId: 'eip155:8453',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-03-04T05:06:07.089Z',
  expirationTime: '2026-03-04T06:06:07.089Z',
  notBefore: '2026-03-04T05:00:00.000Z',
  statement: 'Sign in to the shop — «members» & co.',
  requestId: 'request-7',
  resources: ['https://shop.example/terms', 'ipfs://bafybeigdyrzt'],
}

describe('the message data', () => {
  it("takes the page's domain and URI, the host's nonce, the time and the network", () => {
    expect(
      messageData({
        address: ADDRESS.toLowerCase(),
        chainId: 'eip155:1',
        nonce: 'abcDEF123456',
        now: NOW,
        page: PAGE,
        config: { statement: 'Welcome.', expiresInMs: 3_600_000 },
      }),
    ).toEqual({
      domain: 'shop.example:8443',
      uri: 'https://shop.example:8443',
      // Checksummed, as EIP-4361 writes addresses.
      address: ADDRESS,
      chainId: 'eip155:1',
      version: '1',
      nonce: 'abcDEF123456',
      issuedAt: '2026-03-04T05:06:07.089Z',
      expirationTime: '2026-03-04T06:06:07.089Z',
      statement: 'Welcome.',
    })
  })

  it('leaves out the expiration time and statement the host did not set', () => {
    const data = messageData({
      address: ADDRESS,
      chainId: 'eip155:1',
      nonce: 'abcDEF123456',
      now: NOW,
      page: PAGE,
      config: {},
    })
    expect(data).not.toHaveProperty('expirationTime')
    expect(data).not.toHaveProperty('statement')
  })
})

describe('the EIP-4361 text', () => {
  it('writes every field, one per line, in the order of EIP-4361', () => {
    expect(siweMessageText(DATA).split('\n')).toEqual([
      'shop.example:8443 wants you to sign in with your Ethereum account:',
      ADDRESS,
      '',
      'Sign in to the shop — «members» & co.',
      '',
      'URI: https://shop.example:8443',
      'Version: 1',
      'Chain ID: 8453',
      'Nonce: abcDEF123456',
      'Issued At: 2026-03-04T05:06:07.089Z',
      'Expiration Time: 2026-03-04T06:06:07.089Z',
      'Not Before: 2026-03-04T05:00:00.000Z',
      'Request ID: request-7',
      'Resources:',
      '- https://shop.example/terms',
      '- ipfs://bafybeigdyrzt',
    ])
  })

  it('is read back field for field by the parser the server uses', () => {
    expect(parseSiweMessage(siweMessageText(DATA))).toEqual({
      domain: 'shop.example:8443',
      address: ADDRESS,
      statement: 'Sign in to the shop — «members» & co.',
      uri: 'https://shop.example:8443',
      version: '1',
      chainId: 8453,
      nonce: 'abcDEF123456',
      issuedAt: new Date('2026-03-04T05:06:07.089Z'),
      expirationTime: new Date('2026-03-04T06:06:07.089Z'),
      notBefore: new Date('2026-03-04T05:00:00.000Z'),
      requestId: 'request-7',
      resources: ['https://shop.example/terms', 'ipfs://bafybeigdyrzt'],
    })
  })

  it('has no statement lines without a statement, and no optional lines without their fields', () => {
    const {
      statement: _s,
      expirationTime: _e,
      notBefore: _n,
      requestId: _r,
      resources: _x,
      ...bare
    } = DATA
    expect(siweMessageText(bare)).toBe(
      [
        'shop.example:8443 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        '',
        'URI: https://shop.example:8443',
        'Version: 1',
        'Chain ID: 8453',
        'Nonce: abcDEF123456',
        'Issued At: 2026-03-04T05:06:07.089Z',
      ].join('\n'),
    )
  })

  it('refuses what would break the lines or the fields: a statement over two lines, a bad nonce, domain or network', () => {
    expect(() =>
      siweMessageText({ ...DATA, statement: 'one\nResources:\n- https://evil' }),
    ).toThrow(/statement/i)
    expect(() => siweMessageText({ ...DATA, nonce: 'short' })).toThrow(/nonce/i)
    expect(() => siweMessageText({ ...DATA, nonce: 'has spaces 1234' })).toThrow(/nonce/i)
    expect(() => siweMessageText({ ...DATA, domain: 'evil.example/\nmore' })).toThrow(/domain/i)
    expect(() =>
      siweMessageText({ ...DATA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toThrow(/eip155/)
  })

  it("uses the host's createMessage when it has one", async () => {
    const createMessage = vi.fn((data: SiwxMessageData) => `Custom for ${data.address}`)
    const config = {
      getNonce: () => 'abcDEF123456',
      addSession: () => undefined,
      getSessions: () => [],
      revokeSession: () => undefined,
      createMessage,
    }
    await expect(messageText(config, DATA)).resolves.toBe(`Custom for ${ADDRESS}`)
    expect(createMessage).toHaveBeenCalledWith(DATA)
    await expect(messageText({ ...config, createMessage: undefined }, DATA)).resolves.toBe(
      siweMessageText(DATA),
    )
  })
})
