import { describe, expect, it } from 'vitest'
import { makeWallet } from 'portico/testing'
import type { ConnectorFacts } from './connectorFacts'
import { connectorFor, uniqueById, withoutAnnounced } from './dedupe'

const [w0, w1, w2, w3, w4, w5] = [
  makeWallet(0),
  makeWallet(1),
  makeWallet(2),
  makeWallet(3),
  makeWallet(4),
  makeWallet(5),
]
const wallets = [w0, w1, w2, w3, w4, w5]

const announced = (rdns: string | null | undefined, explorerId?: string): ConnectorFacts => ({
  id: `announced-${rdns ?? explorerId ?? 'none'}`,
  name: 'Announced',
  type: 'ANNOUNCED',
  info: { rdns },
  explorerId,
})

describe('uniqueById', () => {
  it('joins lists, keeping the first copy of each id', () => {
    expect(uniqueById([w2, w0], [w0, w1], [w2, w3])).toEqual([w2, w0, w1, w3])
  })
})

describe('a wallet both announced and in the explorer list (SPEC §2)', () => {
  it('is listed once, as the announced connector, matched by rdns', () => {
    expect(withoutAnnounced(wallets, [announced(w1.rdns), announced(w3.rdns)])).toEqual([
      w0,
      w2,
      w4,
      w5,
    ])
  })

  it('is matched by the connector explorer id when the explorer has no rdns', () => {
    expect(w4.rdns).toBeNull()
    expect(withoutAnnounced(wallets, [announced(undefined, w4.id)])).not.toContain(w4)
  })

  it('is not matched on a missing rdns on both sides', () => {
    expect(withoutAnnounced([w4], [announced(null)])).toEqual([w4])
    expect(connectorFor(w4, [announced('')])).toBeUndefined()
  })

  it('finds the connector standing for a wallet', () => {
    const connector = announced(w2.rdns)
    expect(connectorFor(w2, [announced(w1.rdns), connector])).toBe(connector)
  })
})
