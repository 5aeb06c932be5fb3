import { findCatalogueNetwork, type Network } from 'portico/plugin'
import { directionOf, explorerLink, MAX_AMOUNT_LINES, shownLines, transferLine } from './describe'
import { fungible, transaction } from './test/history'

const ME = '0x52908400098527886E0F7030069857D2E4169EE7'
const minedAt = new Date(2025, 10, 14)

function network(caipNetworkId: string): Network {
  const found = findCatalogueNetwork(caipNetworkId)
  if (!found) throw new Error(`${caipNetworkId} is not in the catalogue`)
  return found
}

describe('directionOf', () => {
  it('a transfer back to the account is "self", whatever the operation is called', () => {
    const tx = transaction({
      id: '1',
      minedAt,
      operationType: 'send',
      transfers: [fungible('self', '1')],
    })
    expect(directionOf(tx, ME)).toBe('self')
  })

  it('an onramp purchase (operation buy) bringing value in is "bought"; one sending value out is not', () => {
    const bought = transaction({
      id: '1',
      minedAt,
      operationType: 'buy',
      transfers: [fungible('in', '25')],
    })
    const odd = transaction({
      id: '2',
      minedAt,
      operationType: 'buy',
      transfers: [fungible('out', '25')],
    })
    expect(directionOf(bought, ME)).toBe('bought')
    expect(directionOf(odd, ME)).toBe('sent')
  })

  it("follows the service's send and receive", () => {
    const sent = transaction({
      id: '1',
      minedAt,
      operationType: 'send',
      transfers: [fungible('out', '1')],
    })
    const got = transaction({ id: '2', minedAt, operationType: 'receive' })
    expect(directionOf(sent, ME)).toBe('sent')
    expect(directionOf(got, ME)).toBe('received')
  })

  it('goes by the value when every transfer points one way, whatever the operation', () => {
    // A mint the account called itself: the service says send, the tokens came in.
    const mint = transaction({
      id: '1',
      minedAt,
      operationType: 'send',
      transfers: [fungible('in', '1000')],
    })
    const pushed = transaction({
      id: '2',
      minedAt,
      operationType: 'receive',
      transfers: [fungible('out', '2')],
    })
    expect(directionOf(mint, ME)).toBe('received')
    expect(directionOf(pushed, ME)).toBe('sent')
  })

  it('for other operations, which way the value went, then who sent the call', () => {
    const out = transaction({
      id: '1',
      minedAt,
      operationType: 'trade',
      transfers: [fungible('out', '1'), fungible('in', '3000', 'USDC')],
    })
    const into = transaction({
      id: '2',
      minedAt,
      operationType: 'mint',
      transfers: [fungible('in', '1', 'NFT')],
    })
    const call = transaction({ id: '3', minedAt, operationType: 'execute', transfers: [] })
    expect(directionOf(out, ME)).toBe('sent')
    expect(directionOf(into, ME)).toBe('received')
    // The fixture's sender is another address; the same call signed by the account is sent.
    expect(directionOf(call, ME)).toBe('received')
    expect(directionOf(call, call.metadata.sentFrom.toUpperCase().replace('0X', '0x'))).toBe('sent')
  })
})

describe('transferLine', () => {
  it('signs the amount by direction and cuts it to four decimals, never rounding up', () => {
    expect(transferLine(fungible('in', '1.23456789'), 'en').amount).toBe('+1.2345')
    expect(transferLine(fungible('out', '0.50000'), 'en').amount).toBe('-0.5')
    expect(transferLine(fungible('self', '2'), 'en').amount).toBe('2')
  })

  it.each([
    ['en', '+1,234.5', '-0.5'],
    ['fr', '+1 234,5', '-0,5'],
    ['de', '+1.234,5', '-0,5'],
    ['ja', '+1,234.5', '-0.5'],
    ['ar-EG', '+1,234.5', '-0.5'],
  ])('writes the amount in %s (Latin digits in Arabic)', (language, received, sent) => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
    expect(plain(transferLine(fungible('in', '1234.50001'), language).amount)).toBe(received)
    expect(plain(transferLine(fungible('out', '0.5'), language).amount)).toBe(sent)
  })

  it("names the token by symbol, with its icon and the token's name as its text", () => {
    expect(transferLine(fungible('in', '25', 'USDC', 'USD Coin'), 'en')).toEqual({
      direction: 'in',
      amount: '+25',
      unit: 'USDC',
      iconUrl: 'https://tokens.example/usdc.png',
      iconAlt: 'USD Coin',
    })
    const noIcon = {
      ...fungible('in', '1'),
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
    }
    expect(transferLine(noIcon, 'en').iconUrl).toBeUndefined()
  })

  it('an NFT by its name and preview, or nothing the caller cannot word', () => {
    const nft = {
      direction: 'in' as const,
      quantity: { numeric: '1' },
      nft_info: { name: 'Punk #1', content: { preview: { url: 'https://nft.example/1.png' } } },
    }
    expect(transferLine(nft, 'en')).toMatchObject({
      unit: 'Punk #1',
      iconUrl: 'https://nft.example/1.png',
      iconAlt: 'Punk #1',
    })
    expect(transferLine({ ...nft, nft_info: {} }, 'en')).toMatchObject({
      unit: undefined,
      iconUrl: undefined,
    })
  })
})

describe('explorerLink', () => {
  it("the transaction's page on its own network's explorer", () => {
    const tx = transaction({ id: 'ab', minedAt, chain: 'eip155:8453' })
    expect(explorerLink([network('eip155:1'), network('eip155:8453')], tx)).toEqual({
      url: `https://basescan.org/tx/${tx.metadata.hash}`,
      name: 'Basescan',
    })
  })

  it('joins the address without a double slash', () => {
    const base = network('eip155:1')
    const slashed = {
      ...base,
      blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } },
    }
    const tx = transaction({ id: 'ab', minedAt })
    expect(explorerLink([slashed], tx)?.url).toBe(`https://scan.example/tx/${tx.metadata.hash}`)
  })

  it('none for a network the host did not configure, or one without an explorer', () => {
    const tx = transaction({ id: 'ab', minedAt, chain: 'eip155:31337' })
    expect(explorerLink([network('eip155:1')], tx)).toBeUndefined()
    const { blockExplorers: _none, ...bare } = network('eip155:1')
    expect(explorerLink([bare], transaction({ id: 'ab', minedAt }))).toBeUndefined()
  })
})

describe('shownLines', () => {
  it('shows up to MAX_AMOUNT_LINES lines whole', () => {
    const lines = Array.from({ length: MAX_AMOUNT_LINES }, (_, index) => index)
    expect(shownLines(lines)).toEqual({ shown: lines, more: 0 })
  })

  it('shows the first lines of a longer list and counts the rest (a mint of 15 items)', () => {
    const lines = Array.from({ length: 15 }, (_, index) => index)
    expect(shownLines(lines)).toEqual({ shown: [0, 1], more: 13 })
  })
})
