import { encodeFunctionData, erc20Abi, maxUint256, parseUnits, stringToHex, toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { readFacts, type NodeRead } from './facts'
import { summarize } from './summary'

const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const context = { chainId: 31337, account: ACCOUNT, siteOrigin: 'https://shop.example' } as const

/** A node that knows USDC (6 decimals), a gas estimate of 50 000 and a price of 2 gwei. */
const node: NodeRead = async (method, params) => {
  if (method === 'eth_estimateGas') return toHex(50_000n)
  if (method === 'eth_gasPrice') return toHex(2_000_000_000n)
  if (method === 'eth_call') {
    const [{ data }] = params as [{ data: string }]
    if (data === encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })) {
      return toHex(6n, { size: 32 })
    }
    // ABI-encoded "USDC".
    return `0x${'20'.padStart(64, '0')}${'4'.padStart(64, '0')}${'55534443'.padEnd(64, '0')}`
  }
  throw new Error(`unexpected ${method}`)
}

const permit = (value: bigint, chainId: number) => ({
  domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: USDC },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: {
    owner: ACCOUNT,
    spender: MERCHANT,
    value: value.toString(),
    nonce: '0',
    deadline: maxUint256.toString(),
  },
})

describe('the summary the frame draws from the request itself', () => {
  it('decodes an ERC-20 transfer: amount in the token, recipient, gas and fee from the node', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [MERCHANT, parseUnits('5', 6)],
    })
    const summary = summarize('eth_sendTransaction', [{ from: ACCOUNT, to: USDC, data }], context)
    expect(summary).toMatchObject({
      kind: 'transaction',
      to: USDC,
      value: 0n,
      call: { kind: 'transfer', token: USDC, recipient: MERCHANT, amount: 5_000_000n },
    })
    await expect(readFacts(summary, node, ACCOUNT, 1_000)).resolves.toEqual({
      token: { symbol: 'USDC', decimals: 6 },
      gas: 50_000n,
      fee: 100_000_000_000_000n,
    })
  })

  it('flags an unlimited approve, not a bounded one', () => {
    const approve = (amount: bigint) =>
      summarize(
        'eth_sendTransaction',
        [
          {
            to: USDC,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [MERCHANT, amount],
            }),
          },
        ],
        context,
      )
    expect(approve(maxUint256)).toMatchObject({
      call: { kind: 'approve', spender: MERCHANT, amount: maxUint256, unlimited: true },
    })
    expect(approve(parseUnits('10', 6))).toMatchObject({
      call: { kind: 'approve', unlimited: false },
    })
  })

  it('reads an EIP-2612 Permit: token, spender, amount (unlimited flagged), domain and hash', async () => {
    const summary = summarize(
      'eth_signTypedData_v4',
      [ACCOUNT, JSON.stringify(permit(maxUint256, 31337))],
      context,
    )
    expect(summary).toMatchObject({
      kind: 'typedData',
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: USDC },
      permit: { token: USDC, spender: MERCHANT, amount: maxUint256, unlimited: true },
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    await expect(readFacts(summary, node, ACCOUNT, 1_000)).resolves.toEqual({
      token: { symbol: 'USDC', decimals: 6 },
    })
  })

  it('refuses typed data for another chain than the frame is on', () => {
    expect(() =>
      summarize('eth_signTypedData_v4', [ACCOUNT, permit(maxUint256, 1)], context),
    ).toThrow(expect.objectContaining({ code: 'CHAIN_MISMATCH' }))
  })

  it('refuses a transaction for another chain, from another account, or malformed', () => {
    for (const tx of [
      { to: MERCHANT, value: '0x1', chainId: '0x1' },
      { from: MERCHANT, to: MERCHANT, value: '0x1' },
      { to: 'nowhere', value: '0x1' },
    ]) {
      expect(() => summarize('eth_sendTransaction', [tx], context)).toThrow()
    }
  })

  it('shows a plain send: recipient, value, and the fee capped by the price the request sets', async () => {
    const summary = summarize(
      'eth_sendTransaction',
      [{ to: MERCHANT, value: toHex(parseUnits('1', 18)), maxFeePerGas: toHex(3_000_000_000n) }],
      context,
    )
    expect(summary).toEqual({
      kind: 'transaction',
      to: MERCHANT,
      value: 10n ** 18n,
      gasPrice: 3_000_000_000n,
    })
    await expect(readFacts(summary, node, ACCOUNT, 1_000)).resolves.toEqual({
      gas: 50_000n,
      fee: 150_000_000_000_000n,
    })
  })

  it('shows a message as text, a sign-in with its site, and says when that is not the asking site', () => {
    expect(summarize('personal_sign', [stringToHex('hello'), ACCOUNT], context)).toEqual({
      kind: 'message',
      text: 'hello',
    })
    const siwe = (domain: string, chainId = 31337) =>
      createSiweMessage({
        domain,
        address: ACCOUNT,
        uri: `https://${domain}`,
        version: '1',
        chainId,
        nonce: 'abcdefgh12',
        statement: 'Sign in to the shop',
      })
    expect(
      summarize('personal_sign', [stringToHex(siwe('shop.example')), ACCOUNT], context),
    ).toMatchObject({ signIn: { domain: 'shop.example', matchesSite: true } })
    expect(
      summarize('personal_sign', [stringToHex(siwe('evil.example')), ACCOUNT], context),
    ).toMatchObject({ signIn: { domain: 'evil.example', matchesSite: false } })
    expect(() =>
      summarize('personal_sign', [stringToHex(siwe('shop.example', 1)), ACCOUNT], context),
    ).toThrow(expect.objectContaining({ code: 'CHAIN_MISMATCH' }))
  })

  it('refuses a signature for another wallet', () => {
    expect(() => summarize('personal_sign', [stringToHex('hi'), MERCHANT], context)).toThrow(
      'personal_sign is not for this wallet',
    )
  })

  it('leaves what the node does not answer in time unknown', async () => {
    const silent: NodeRead = () => new Promise(() => undefined)
    const summary = summarize('eth_sendTransaction', [{ to: MERCHANT, value: '0x1' }], context)
    await expect(readFacts(summary, silent, ACCOUNT, 20)).resolves.toEqual({})
  })
})
