// @vitest-environment node
// The convert calls of the local services (demo/services/convert.ts) against the real Uniswap V2
// pools of a devnet (demo/devnet/uniswap.mjs) on free ports: quotes are the router's own
// answers, and the calldata of build-approve and build-transaction executes and moves the pools.
import { readFileSync } from 'node:fs'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseAbi,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  devAccounts,
  devnetChain,
  expectedUniswap,
  serviceChainOf,
  type DevnetChain,
} from '../../demo/devnet/start.mjs'
import { POOL_RESERVES, uniswapBuilds } from '../../demo/devnet/uniswap.mjs'
import { startServices } from '../../demo/services/server'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  convertErrorSchema,
  fungiblePriceResponseSchema,
  GAS_PRICE_UNSUPPORTED,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  quotesResponseSchema,
  SWAPS_UNSUPPORTED,
  tokensResponseSchema,
  type BuiltTransaction,
} from '../../plugins/swaps/schemas'
import { devnetWithServicesForSuite } from '../support/devnetWithServices'

const routerAbi = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function getPair(address, address) view returns (address)',
])

const started = devnetWithServicesForSuite({
  services: { allowedOrigins: [] },
  startTimeoutMs: 60_000,
})

function stack(): { chain: DevnetChain; url: string } {
  const { devnet, services } = started()
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no Local Mainnet')
  return { chain, url: services.url }
}

// A visitor of its own (development account 1): its swaps move only this devnet's pools.
const trader = (() => {
  const account = devAccounts(2)[1]
  if (!account) throw new Error('no development account 1')
  return account
})()

async function call<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  params: Record<string, string>,
  body?: unknown,
): Promise<z.infer<S>> {
  const { url } = stack()
  const response = await fetch(`${url}${path}?${new URLSearchParams(params)}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(json)}`)
  return schema.parse(json)
}

async function refusal(path: string, params: Record<string, string>) {
  const response = await fetch(`${stack().url}${path}?${new URLSearchParams(params)}`)
  return { status: response.status, body: convertErrorSchema.parse(await response.json()) }
}

function clients(chain: DevnetChain) {
  const viemChain = devnetChain(chain)
  const transport = http(chain.rpcUrl)
  return {
    client: createPublicClient({ chain: viemChain, transport }),
    wallet: createWalletClient({ account: trader, chain: viemChain, transport }),
  }
}

const ids = (chain: DevnetChain) => {
  const network = `eip155:${chain.chainId}`
  return {
    network,
    eth: `${network}:${NATIVE_TOKEN_ADDRESS}`,
    usdc: `${network}:${chain.tokens.usdc}`,
    gold: `${network}:${chain.tokens.gold}`,
    user: `${network}:${trader.address}`,
  }
}

async function execute(tx: BuiltTransaction): Promise<Hex> {
  const { client, wallet } = clients(stack().chain)
  const hash = await wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return hash
}

async function reservesOf(chain: DevnetChain, a: Address, b: Address) {
  const { client } = clients(chain)
  const pair = await client.readContract({
    address: chain.uniswap.factory,
    abi: pairAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  const [r0, r1] = await client.readContract({
    address: pair,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  return [r0, r1]
}

describe('Uniswap V2 on the devnet', () => {
  it('is the router built for the npm pair: its pairFor hash is the pair code hash', async () => {
    const { pair, router } = uniswapBuilds()
    const initCodeHash = keccak256(pair.bytecode).slice(2)
    // UniswapV2Library.pairFor computes pair addresses with this constant, inlined in the router.
    expect(router.bytecode.toLowerCase()).toContain(initCodeHash)
    const { chain } = stack()
    const deployed = await clients(chain).client.getCode({ address: chain.uniswap.router })
    expect(deployed?.toLowerCase()).toContain(initCodeHash)
  })

  it('is at the same addresses on every fresh chain, carried in the devnet info', () => {
    for (const chain of started().devnet.chains) {
      expect(chain.uniswap).toEqual(expectedUniswap())
      expect(serviceChainOf(chain).uniswap).toEqual(chain.uniswap)
    }
  })

  it('has the three pools on both chains with their initial reserves', async () => {
    for (const chain of started().devnet.chains) {
      const usdcReserves = await reservesOf(chain, chain.uniswap.weth, chain.tokens.usdc)
      expect([...usdcReserves].sort()).toEqual(
        [POOL_RESERVES.ethUsdc.eth, POOL_RESERVES.ethUsdc.usdc].sort(),
      )
      const goldReserves = await reservesOf(chain, chain.tokens.usdc, chain.tokens.gold)
      expect([...goldReserves].sort()).toEqual(
        [POOL_RESERVES.usdcGold.usdc, POOL_RESERVES.usdcGold.gold].sort(),
      )
      const ethGold = await reservesOf(chain, chain.uniswap.weth, chain.tokens.gold)
      expect(ethGold.every((reserve) => reserve > 0n)).toBe(true)
    }
    expect(started().devnet.chains).toHaveLength(2)
  })
})

describe('convert calls', () => {
  it('lists the network tokens with decimals, logos and USD prices', async () => {
    const { chain } = stack()
    const id = ids(chain)
    const { tokens } = await call(tokensResponseSchema, '/v1/convert/tokens', {
      chainId: id.network,
    })
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', id.eth, 18],
      ['USDC', id.usdc, 6],
      ['GOLD', id.gold, 18],
    ])
    const price = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.price
    expect(price('ETH')).toBe(3000)
    expect(price('USDC')).toBe(1)
    // GOLD has no fixed price: its pool price against ETH (150 GOLD per ETH), about 20 USD.
    expect(price('GOLD')).toBeCloseTo(20, 0)
    expect(tokens.every((t) => t.logoUri.startsWith(stack().url))).toBe(true)
  })

  it('prices fungibles by CAIP-10 id', async () => {
    const id = ids(stack().chain)
    const { fungibles } = await call(
      fungiblePriceResponseSchema,
      '/v1/fungible/price',
      {},
      { projectId: 'test', currency: 'usd', addresses: [id.usdc, id.eth] },
    )
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['USDC', 1],
      ['ETH', 3000],
    ])
  })

  it('quotes what the router itself answers, direct or via WETH', async () => {
    const { chain } = stack()
    const id = ids(chain)
    const { client } = clients(chain)
    for (const [from, to, amount, path] of [
      [id.eth, id.usdc, parseEther('0.1'), [chain.uniswap.weth, chain.tokens.usdc]],
      [id.usdc, id.gold, parseUnits('250', 6), [chain.tokens.usdc, chain.tokens.gold]],
    ] as const) {
      const { quotes } = await call(quotesResponseSchema, '/v1/convert/quotes', {
        userAddress: id.user,
        from,
        to,
        amount: String(amount),
      })
      const amounts = await client.readContract({
        address: chain.uniswap.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, [...path]],
      })
      expect(quotes[0]?.toAmount).toBe(String(amounts.at(-1)))
      expect(quotes[0]?.path).toEqual(path)
      // The spot amount has neither fee nor impact: more than the router gives.
      expect(BigInt(quotes[0]?.spotToAmount ?? 0)).toBeGreaterThan(amounts.at(-1) ?? 0n)
      expect(BigInt(quotes[0]?.gas ?? 0)).toBeGreaterThan(21_000n)
    }
  })

  it('quotes the amount to sell for an amount to buy (side=buy)', async () => {
    const id = ids(stack().chain)
    const { quotes } = await call(quotesResponseSchema, '/v1/convert/quotes', {
      userAddress: id.user,
      from: id.eth,
      to: id.usdc,
      amount: String(parseUnits('300', 6)),
      side: 'buy',
    })
    const quote = quotes[0]
    expect(BigInt(quote?.toAmount ?? 0)).toBeGreaterThanOrEqual(parseUnits('300', 6))
    // 300 USDC at 3,000 USDC per ETH plus the fee and impact: a little over 0.1 ETH.
    expect(BigInt(quote?.fromAmount ?? 0)).toBeGreaterThan(parseEther('0.1'))
    expect(BigInt(quote?.fromAmount ?? 0)).toBeLessThan(parseEther('0.102'))
  })

  it('answers the node gas price', async () => {
    const { chain } = stack()
    const answer = await call(gasPriceResponseSchema, '/v1/convert/gas-price', {
      chainId: ids(chain).network,
    })
    const nodeGasPrice = await clients(chain).client.getGasPrice()
    expect(BigInt(answer.standard)).toBe(nodeGasPrice)
    expect(BigInt(answer.fast)).toBeGreaterThanOrEqual(nodeGasPrice)
  })

  it('builds a swap from ETH whose calldata executes and moves the reserves', async () => {
    const { chain } = stack()
    const id = ids(chain)
    const { client } = clients(chain)
    const amount = parseEther('0.1')
    const before = await reservesOf(chain, chain.uniswap.weth, chain.tokens.usdc)
    const usdcBefore = await client.readContract({
      address: chain.tokens.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const quote = (
      await call(quotesResponseSchema, '/v1/convert/quotes', {
        userAddress: id.user,
        from: id.eth,
        to: id.usdc,
        amount: String(amount),
      })
    ).quotes[0]
    const built = await call(
      buildTransactionResponseSchema,
      '/v1/convert/build-transaction',
      {},
      {
        projectId: 'test',
        userAddress: id.user,
        from: id.eth,
        to: id.usdc,
        amount: String(amount),
        eip155: { slippage: '1' },
      },
    )
    // The minimum received is the quote less 1 %, rounded down, and it is the call's own.
    const expectedMin = (BigInt(quote?.toAmount ?? 0) * 99n) / 100n
    expect(built.minimumReceived).toBe(String(expectedMin))
    const decoded = decodeFunctionData({ abi: routerAbi, data: built.tx.data as Hex })
    expect(decoded.functionName).toBe('swapExactETHForTokens')
    expect(decoded.args[0]).toBe(expectedMin)
    expect(built.tx.to).toBe(chain.uniswap.router)
    expect(built.tx.value).toBe(String(amount))

    await execute(built.tx)
    const usdcAfter = await client.readContract({
      address: chain.tokens.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(usdcAfter - usdcBefore).toBe(BigInt(quote?.toAmount ?? 0))
    const after = await reservesOf(chain, chain.uniswap.weth, chain.tokens.usdc)
    expect(after).not.toEqual(before)
    // The next quote moved: ETH is now a little dearer in USDC terms... i.e. buys less.
    const next = (
      await call(quotesResponseSchema, '/v1/convert/quotes', {
        userAddress: id.user,
        from: id.eth,
        to: id.usdc,
        amount: String(amount),
      })
    ).quotes[0]
    expect(BigInt(next?.toAmount ?? 0)).toBeLessThan(BigInt(quote?.toAmount ?? 0))
  })

  it('builds an approval of the exact amount, then a token swap that executes', async () => {
    const { chain } = stack()
    const id = ids(chain)
    const { client } = clients(chain)
    const amount = parseUnits('100', 6)
    const allowance = async () =>
      BigInt(
        (
          await call(allowanceResponseSchema, '/v1/convert/allowance', {
            tokenAddress: id.usdc,
            userAddress: id.user,
          })
        ).allowance,
      )
    expect(await allowance()).toBe(0n)
    // Before the approval the node refuses to estimate the swap, and says why.
    const early = await fetch(`${stack().url}/v1/convert/build-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'test',
        userAddress: id.user,
        from: id.usdc,
        to: id.gold,
        amount: String(amount),
        eip155: { slippage: '1' },
      }),
    })
    expect(early.status).toBe(400)
    expect(convertErrorSchema.parse(await early.json()).error).toMatch(/^The swap would fail: /)

    const approve = await call(buildApproveResponseSchema, '/v1/convert/build-approve', {
      userAddress: id.user,
      from: id.usdc,
      to: id.gold,
      amount: String(amount),
    })
    expect(approve.tx.to).toBe(chain.tokens.usdc)
    await execute(approve.tx)
    expect(await allowance()).toBe(amount)

    const goldBefore = await client.readContract({
      address: chain.tokens.gold,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const built = await call(
      buildTransactionResponseSchema,
      '/v1/convert/build-transaction',
      {},
      {
        projectId: 'test',
        userAddress: id.user,
        from: id.usdc,
        to: id.gold,
        amount: String(amount),
        eip155: { slippage: '1' },
      },
    )
    expect(decodeFunctionData({ abi: routerAbi, data: built.tx.data as Hex }).functionName).toBe(
      'swapExactTokensForTokens',
    )
    await execute(built.tx)
    const goldAfter = await client.readContract({
      address: chain.tokens.gold,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(goldAfter - goldBefore).toBeGreaterThanOrEqual(BigInt(built.minimumReceived))
    // The exact approval is spent.
    expect(await allowance()).toBe(0n)
  })

  it('answers a network without an exchange as SPEC §8 says', async () => {
    const other = 'eip155:1'
    const user = `${other}:${trader.address}`
    expect(await call(tokensResponseSchema, '/v1/convert/tokens', { chainId: other })).toEqual({
      tokens: [],
    })
    expect(await refusal('/v1/convert/gas-price', { chainId: other })).toEqual({
      status: 400,
      body: { error: GAS_PRICE_UNSUPPORTED },
    })
    expect(
      await refusal('/v1/convert/quotes', {
        userAddress: user,
        from: `${other}:${NATIVE_TOKEN_ADDRESS}`,
        to: `${other}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
        amount: '1',
      }),
    ).toEqual({ status: 400, body: { error: SWAPS_UNSUPPORTED } })
  })

  it('refuses malformed parameters with the reason', async () => {
    const id = ids(stack().chain)
    const bad = await refusal('/v1/convert/quotes', {
      userAddress: id.user,
      from: id.eth,
      to: id.usdc,
      amount: '0.1',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/smallest units/)
    const same = await refusal('/v1/convert/quotes', {
      userAddress: id.user,
      from: id.usdc,
      to: id.usdc,
      amount: '1',
    })
    expect(same).toEqual({ status: 400, body: { error: 'Choose two different tokens' } })
  })
})

describe('a token with a pool against ETH only', () => {
  it('is quoted via WETH and priced from its pool', async () => {
    const { chain } = stack()
    const { client, wallet } = clients(chain)
    const artifacts = JSON.parse(
      readFileSync(new URL('../../demo/devnet/artifacts.json', import.meta.url), 'utf8'),
    ) as { contracts: Record<string, { abi: Abi; bytecode: Hex } | undefined> }
    const gold = artifacts.contracts.TestGold
    if (!gold) throw new Error('no TestGold artifact')
    const { abi, bytecode } = gold
    const mined = async (hash: Hex) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(receipt.status).toBe('success')
      return receipt
    }
    // A second 18-decimals token, its only pool against WETH (1 ETH = 100 of it).
    const deployed = await mined(
      await wallet.deployContract({ abi, bytecode, args: [[trader.address], parseEther('1000')] }),
    )
    const token = deployed.contractAddress
    if (!token) throw new Error('no token deployed')
    const routerWrite = parseAbi([
      'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint, uint, uint)',
    ])
    await mined(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.uniswap.router, parseEther('500')],
      }),
    )
    await mined(
      await wallet.writeContract({
        address: chain.uniswap.router,
        abi: routerWrite,
        functionName: 'addLiquidityETH',
        args: [token, parseEther('500'), 0n, 0n, trader.address, 2n ** 40n],
        value: parseEther('5'),
      }),
    )

    // Services that know the new token on this chain.
    const base = serviceChainOf(chain)
    const withToken = {
      ...base,
      tokens: [...base.tokens, { address: token, symbol: 'SLVR', name: 'Silver', decimals: 18 }],
    }
    const local = await startServices({
      port: 0,
      logErrors: false,
      allowedOrigins: [],
      chains: [withToken],
    })
    try {
      const id = ids(chain)
      const silver = `${id.network}:${token}`
      const amount = parseUnits('30', 6)
      const response = await fetch(
        `${local.url}/v1/convert/quotes?${new URLSearchParams({ userAddress: id.user, from: id.usdc, to: silver, amount: String(amount) })}`,
      )
      const quote = quotesResponseSchema.parse(await response.json()).quotes[0]
      const path = [chain.tokens.usdc, chain.uniswap.weth, token]
      expect(quote?.path).toEqual(path)
      const amounts = await client.readContract({
        address: chain.uniswap.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      expect(quote?.toAmount).toBe(String(amounts.at(-1)))
      // Its price comes from its pool: 1/100 ETH, about 30 USD.
      const { tokens } = tokensResponseSchema.parse(
        await (await fetch(`${local.url}/v1/convert/tokens?chainId=${id.network}`)).json(),
      )
      expect(tokens.find((t) => t.symbol === 'SLVR')?.price).toBeCloseTo(30, 0)
    } finally {
      await local.stop()
    }
  })
})
