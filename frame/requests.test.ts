import { describe, expect, it } from 'vitest'
import { summarize } from './consent/summary'
import { transactionRequestSchema } from './requests'
import { createEmbeddedWallet } from './wallet'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** The merchant's address with one letter's case flipped: its EIP-55 checksum is wrong. */
const MISTYPED = '0x90f79bf6EB2c4f870365E785982E1f101E93b906'
const chain = { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1/' }

function walletNeverReachingTheNode() {
  const reached: string[] = []
  const fetchImpl = (async (input: RequestInfo | URL) => {
    reached.push(String(input))
    throw new Error('the node is not reached in this suite')
  }) as typeof fetch
  return { wallet: createEmbeddedWallet(KEY, fetchImpl), reached }
}

describe('the requests the summary shows and the wallet signs', () => {
  it('an address with a wrong checksum is refused by both, before the node is asked', async () => {
    const { wallet, reached } = walletNeverReachingTheNode()
    const context = { chainId: 31337, account: wallet.address, siteOrigin: 'https://shop.example' }
    const tx = { from: wallet.address, to: MISTYPED, value: '0x1' }

    expect(() => summarize('eth_sendTransaction', [tx], context)).toThrow(
      'The transaction is not valid',
    )
    await expect(wallet.request(chain, 'eth_sendTransaction', [tx])).rejects.toThrow(
      'must be an address',
    )
    expect(reached).toEqual([])
  })

  it('the same address in lower case, or checksummed, is taken by both', () => {
    for (const to of [MERCHANT, MERCHANT.toLowerCase()]) {
      expect(transactionRequestSchema.safeParse({ to, value: '0x1' }).success).toBe(true)
    }
  })

  it('keeps the fee cap, the tip and the nonce the page set (what the wallet signs with)', () => {
    const parsed = transactionRequestSchema.parse({
      to: MERCHANT,
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      nonce: '0x7',
      chainId: '0x7a69',
    })
    expect(parsed).toEqual({
      to: MERCHANT,
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      nonce: '0x7',
      chainId: '0x7a69',
    })
  })
})
