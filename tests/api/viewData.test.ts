// The views' entry data as a host and a third-party plugin meet it through the public
// entries: `open({ view, data })` is typed by the view's contract (`Views`), so opening another
// plugin's view needs no knowledge of that plugin's actions or state. The type assertions are
// checked by `tsc` (`npm run typecheck`).
import type { OpenOptions, PorticoModal, Views } from 'portico'
import type { ModalContext } from 'portico/plugin'
import { describe, expectTypeOf, it } from 'vitest'

describe('view data between plugins', () => {
  it("Send's data is its form: receiver, amount and token, each optional", () => {
    expectTypeOf<Views['Send']>().toEqualTypeOf<
      { to?: string; amount?: string; token?: string } | undefined
    >()
    expectTypeOf<OpenOptions<'Send'>['data']>().toEqualTypeOf<Views['Send']>()
  })

  it("Receive's data is the network to receive on", () => {
    expectTypeOf<Views['Receive']>().toEqualTypeOf<{ network?: string } | undefined>()
    const fromHost = (modal: PorticoModal) => {
      void modal.open({ view: 'Receive', data: { network: 'eip155:8453' } })
      // @ts-expect-error a network is a CAIP-2 id or a chain id as a string
      void modal.open({ view: 'Receive', data: { network: 8453 } })
    }
    expectTypeOf(fromHost).toBeFunction()
  })

  it('a plugin and a host open it with checked data', () => {
    const fromPlugin = (modal: ModalContext) => {
      void modal.open({ view: 'Send', data: { to: 'vitalik.eth', amount: '0.1', token: 'USDC' } })
      // @ts-expect-error the amount is a decimal string, not a number
      void modal.open({ view: 'Send', data: { amount: 0.1 } })
      // @ts-expect-error Send has no such field
      void modal.open({ view: 'Send', data: { recipient: '0x' } })
    }
    const fromHost = (modal: PorticoModal) => {
      void modal.open({ view: 'Swap', data: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } })
      // @ts-expect-error the token list needs its side
      void modal.open({ view: 'SwapSelectToken', data: {} })
    }
    expectTypeOf(fromPlugin).toBeFunction()
    expectTypeOf(fromHost).toBeFunction()
  })
})
