import { historyResponseSchema } from './schemas'
import { fungible, transaction } from './test/history'

const page = (overrides: Record<string, unknown> = {}) => ({
  data: [transaction({ id: '1', minedAt: new Date(2025, 10, 14) })],
  next: null,
  ...overrides,
})
const withMetadata = (changes: Record<string, unknown>) => {
  const tx = transaction({ id: '1', minedAt: new Date(2025, 10, 14) })
  return { data: [{ ...tx, metadata: { ...tx.metadata, ...changes } }], next: null }
}
const withTransfer = (transfer: unknown) => {
  const tx = transaction({ id: '1', minedAt: new Date(2025, 10, 14) })
  return { data: [{ ...tx, transfers: [transfer] }], next: null }
}

describe('historyResponseSchema', () => {
  it('takes a page with a cursor, a last page with null, and one without `next`', () => {
    expect(historyResponseSchema.parse(page({ next: 'abc' })).next).toBe('abc')
    expect(historyResponseSchema.parse(page()).next).toBeNull()
    expect(historyResponseSchema.parse({ data: [] }).next).toBeUndefined()
  })

  it('takes operation types the kit does not read, and NFT transfers', () => {
    expect(historyResponseSchema.safeParse(withMetadata({ operationType: 'trade' })).success).toBe(
      true,
    )
    const nft = { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Punk #1' } }
    expect(historyResponseSchema.safeParse(withTransfer(nft)).success).toBe(true)
  })

  it('refuses what the kit reads when it is malformed', () => {
    const accepted = (body: unknown) => historyResponseSchema.safeParse(body).success
    expect(accepted(withMetadata({ minedAt: 'yesterday' }))).toBe(false)
    expect(accepted(withMetadata({ chain: 'mainnet' }))).toBe(false)
    expect(accepted(withMetadata({ status: 'lost' }))).toBe(false)
    expect(accepted(withMetadata({ hash: '' }))).toBe(false)
    expect(accepted(withTransfer({ ...fungible('in', '1'), quantity: { numeric: '1e-7' } }))).toBe(
      false,
    )
    expect(accepted(withTransfer({ ...fungible('in', '1'), direction: 'sideways' }))).toBe(false)
    const { fungible_info: _info, ...bare } = fungible('in', '1')
    expect(accepted(withTransfer(bare))).toBe(false)
  })
})
