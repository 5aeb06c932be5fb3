import type { Modal } from 'portico'
import { describe, expect, it } from 'vitest'
import { CONVERT_PATHS } from './schemas'
import {
  CHAIN,
  connectedSwapsModal,
  convertHandlers,
  ETH,
  ETH_USDC_QUOTE,
  setupSwapsServer,
  swapsApiOf,
  TOKENS,
  USDC,
  USER,
} from './test/fixtures'

const server = setupSwapsServer()

/** Each read call of the views, asked once through the plugin's API. */
const reads = {
  tokens: (modal: Modal) =>
    modal.store.dispatch(
      swapsApiOf(modal).endpoints.swapTokens.initiate(CHAIN, { subscribe: false }),
    ),
  quotes: (modal: Modal) =>
    modal.store.dispatch(
      swapsApiOf(modal).endpoints.swapQuotes.initiate(
        { userAddress: USER, from: ETH.address, to: USDC.address, amount: '100000000000000000' },
        { subscribe: false },
      ),
    ),
  gasPrice: (modal: Modal) =>
    modal.store.dispatch(
      swapsApiOf(modal).endpoints.swapGasPrice.initiate(CHAIN, { subscribe: false }),
    ),
  allowance: (modal: Modal) =>
    modal.store.dispatch(
      swapsApiOf(modal).endpoints.swapAllowance.initiate(
        { tokenAddress: USDC.address, userAddress: USER },
        { subscribe: false },
      ),
    ),
} as const

const paths = {
  tokens: CONVERT_PATHS.tokens,
  quotes: CONVERT_PATHS.quotes,
  gasPrice: CONVERT_PATHS.gasPrice,
  allowance: CONVERT_PATHS.allowance,
} as const

describe('the convert calls through the plugin API', () => {
  it('parses what the services answer', async () => {
    let asked: unknown
    server.use(
      convertHandlers.tokens(),
      convertHandlers.quotes((params) => {
        asked = params
        return ETH_USDC_QUOTE
      }),
      convertHandlers.gasPrice('7'),
      convertHandlers.allowance('12'),
    )
    const modal = await connectedSwapsModal()
    expect((await reads.tokens(modal)).data).toEqual({ tokens: TOKENS })
    expect((await reads.quotes(modal)).data).toEqual({ quotes: [ETH_USDC_QUOTE] })
    expect(asked).toEqual({
      userAddress: USER,
      from: ETH.address,
      to: USDC.address,
      amount: '100000000000000000',
    })
    expect((await reads.gasPrice(modal)).data).toEqual({ standard: '7', fast: '7', instant: '7' })
    expect((await reads.allowance(modal)).data).toEqual({ allowance: '12' })
  })

  it.each(Object.keys(reads) as Array<keyof typeof reads>)(
    '%s: a refusal is an error with its status, not data',
    async (name) => {
      server.use(convertHandlers.refusing(paths[name], 400, 'Network not supported for Swaps'))
      const modal = await connectedSwapsModal()
      const result = await reads[name](modal)
      expect(result.data).toBeUndefined()
      expect(result.error).toMatchObject({ status: 400 })
    },
  )

  it.each(Object.keys(reads) as Array<keyof typeof reads>)(
    '%s: an answer the schema refuses is an error, not data',
    async (name) => {
      server.use(convertHandlers.malformed(paths[name]))
      const modal = await connectedSwapsModal()
      const result = await reads[name](modal)
      expect(result.data).toBeUndefined()
      expect(result.isError).toBe(true)
    },
  )
})
