import { describe, expect, it } from 'vitest'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { selectCurrentRoute } from './selectors'
import type { OpenOptions, ViewId, Views } from './views'

setupServiceServer()

// `tsc --noEmit` checks this file with every view the plugins merge into `Views` (more than
// the 25 members up to which TypeScript compares a union-typed `view` with a union of
// options): the calls below compile, and the `@ts-expect-error` lines must stay errors.
describe('modal.open({ view, data }) types', () => {
  it('takes a view id known only at run time', async () => {
    const modal = coreModal({ networks: ['eip155:1'] })
    const fromTheHost: ViewId = ['Networks'][0] as ViewId
    await modal.open({ view: fromTheHost })
    expect(selectCurrentRoute(modal.getState())).toEqual({ view: 'Networks' })
  })

  it('takes a view with its data from generic code', async () => {
    const modal = coreModal({ networks: ['eip155:1'] })
    const openOn = <V extends ViewId>(view: V, data?: Views[V]) => modal.open({ view, data })
    await openOn('ConnectingExternal', { connectorId: 'demo' })
    expect(selectCurrentRoute(modal.getState())).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'demo' },
    })
  })

  it("checks a literal view's data, and the options type alone", async () => {
    const modal = coreModal({ networks: ['eip155:1'] })
    const options: OpenOptions<'ConnectingExternal'> = {
      view: 'ConnectingExternal',
      data: { connectorId: 'demo' },
    }
    await modal.open(options)
    // @ts-expect-error ConnectingExternal's data is `{ connectorId }`
    const wrongData = () => modal.open({ view: 'ConnectingExternal', data: { walletId: 'x' } })
    // @ts-expect-error not a view of `Views`
    const unknownView = () => modal.open({ view: 'Nowhere' })
    expect([typeof wrongData, typeof unknownView]).toEqual(['function', 'function'])
    expect(selectCurrentRoute(modal.getState())).toEqual(options)
  })
})
