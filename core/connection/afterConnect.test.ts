import { describe, expect, it, vi } from 'vitest'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { activeNamespaceSet, connected, type ConnectedPayload } from '../account/slice'
import type { Modal } from '../createModalCore'
import { definePlugin } from '../plugin/definePlugin'
import { modalContextOf } from '../plugin/modalContext'
import { selectCurrentView } from '../router/selectors'
import type { ViewLoader } from '../plugin/viewRegistry'
import type { ViewId } from '../router/views'
import { addAfterConnectStep, startAfterConnect, type AfterConnectStep } from './afterConnect'

setupServiceServer()

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7'

const connection = (caipNetworkId = 'eip155:1'): ConnectedPayload => ({
  namespace: 'eip155',
  address: ADDRESS,
  caipAddress: `${caipNetworkId}:${ADDRESS}`,
  caipNetworkId,
  connectorId: 'test',
})

/** A modal on Ethereum whose after-connect decision is running, open on `view` when given. */
async function modalOn(view?: ViewId, options: Parameters<typeof coreModal>[0] = {}) {
  const modal = coreModal({ networks: ['eip155:1'], ...options })
  startAfterConnect(modal.runtime)
  if (view !== undefined) {
    await modal.open()
    if (view !== 'Connect') modal.router.push(view as 'AllWallets')
  }
  return modal
}

/** The account connects, as the connection chunk announces it. */
function connect(modal: Modal, via: 'visitor' | 'restore' = 'visitor', caipNetworkId = 'eip155:1') {
  modal.store.dispatch(activeNamespaceSet('eip155'))
  modal.store.dispatch(connected(connection(caipNetworkId), via))
}

/** Lets the listener's effect (and the async steps it awaits) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

const view = (modal: Modal) => selectCurrentView(modal.getState())

describe('what follows a connection (core/connection/afterConnect)', () => {
  it.each([
    'Connect',
    'AllWallets',
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
  ] as const)('closes a modal still on %s: the visitor is done there', async (on) => {
    const modal = await modalOn(on)
    expect(view(modal)).toBe(on)
    connect(modal)
    await settle()
    expect(modal.getState().modal.open).toBe(false)
  })

  describe("a plugin's views", () => {
    // Two views of one plugin: a sign-in the visitor connects on, and a help page whose name
    // only looks like a connecting view's: the role decides, never the name.
    const socialPlugin = definePlugin({
      manifest: {
        id: 'social',
        views: ['SocialSignIn' as ViewId, 'ConnectingHelp' as ViewId],
        viewRoles: { connecting: ['SocialSignIn' as ViewId] },
      },
      // Views this suite does not merge into `Views`: typed as the loader map they are.
      views: {
        SocialSignIn: () => Promise.resolve({ default: () => null }),
        ConnectingHelp: () => Promise.resolve({ default: () => null }),
      } as Partial<Record<ViewId, ViewLoader>>,
    })

    async function socialModalOn(on: string) {
      const modal = coreModal({ networks: ['eip155:1'] }, [socialPlugin])
      startAfterConnect(modal.runtime)
      expect(await modal.loadPlugin('social')).toBe('ready')
      await modal.open()
      modal.router.push(on as 'AllWallets')
      return modal
    }

    it('closes from a view whose manifest gives it the connecting role', async () => {
      const modal = await socialModalOn('SocialSignIn')
      connect(modal)
      await settle()
      expect(modal.getState().modal.open).toBe(false)
    })

    it('stays on one without the role, whatever its name', async () => {
      const modal = await socialModalOn('ConnectingHelp')
      connect(modal)
      await settle()
      expect(view(modal)).toBe('ConnectingHelp')
      expect(modal.getState().modal.open).toBe(true)
    })

    it('a role for a view the plugin does not bring fails the plugin loudly', async () => {
      const plugin = definePlugin({
        manifest: { id: 'confused', viewRoles: { connecting: ['Elsewhere' as ViewId] } },
      })
      const modal = coreModal({ networks: ['eip155:1'] }, [plugin])
      const error = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      expect(await modal.loadPlugin('confused')).toBe('failed')
      expect(error).toHaveBeenCalledWith(
        'Plugin "confused" failed and is disabled: Plugin "confused" gives a role to the view "Elsewhere", which it does not bring',
        expect.anything(),
      )
    })
  })

  it('keeps a visitor who went elsewhere in the modal where they are', async () => {
    const modal = await modalOn('Networks')
    connect(modal)
    await settle()
    expect(modal.getState().modal.open).toBe(true)
    expect(view(modal)).toBe('Networks')
  })

  it('leaves a closed modal closed', async () => {
    const modal = await modalOn()
    const open = vi.spyOn(modal, 'open')
    connect(modal)
    await settle()
    expect(modal.getState().modal.open).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it('never closes for a connection restored from an earlier visit, nor asks the steps', async () => {
    const modal = await modalOn('Connect')
    const step = vi.fn(() => false)
    addAfterConnectStep(modal.runtime, step)
    connect(modal, 'restore')
    await settle()
    expect(modal.getState().modal.open).toBe(true)
    expect(view(modal)).toBe('Connect')
    expect(step).not.toHaveBeenCalled()
  })

  describe('in order', () => {
    it('1. a network the host did not configure opens UnsupportedChain, before any step', async () => {
      const modal = await modalOn('ConnectingExternal')
      const step = vi.fn(() => false)
      addAfterConnectStep(modal.runtime, step)
      connect(modal, 'visitor', 'eip155:137')
      await vi.waitFor(() => expect(view(modal)).toBe('UnsupportedChain'))
      await settle()
      expect(modal.getState().modal.open).toBe(true)
      expect(step).not.toHaveBeenCalled()
    })

    it('1. ...also for a restored connection, opening the closed modal on it', async () => {
      const modal = await modalOn()
      connect(modal, 'restore', 'eip155:137')
      await vi.waitFor(() => expect(modal.getState().modal.open).toBe(true))
      expect(view(modal)).toBe('UnsupportedChain')
    })

    it('1. ...not when the host allows unsupported networks: then the modal closes as usual', async () => {
      const modal = await modalOn('Connect', { allowUnsupportedChain: true })
      connect(modal, 'visitor', 'eip155:137')
      await settle()
      expect(modal.getState().modal.open).toBe(false)
    })

    it('2. a step that returns true takes over: the modal stays where the step put it', async () => {
      const modal = await modalOn('ConnectingExternal')
      const later = vi.fn(() => false)
      const step = vi.fn<AfterConnectStep>(() => {
        modal.router.push('Networks')
        return true
      })
      addAfterConnectStep(modal.runtime, step)
      addAfterConnectStep(modal.runtime, later)
      connect(modal)
      await settle()
      expect(step).toHaveBeenCalledWith(connection())
      expect(later).not.toHaveBeenCalled()
      expect(modal.getState().modal.open).toBe(true)
      expect(view(modal)).toBe('Networks')
    })

    it('2. a step that takes over keeps the modal open even on a connecting view', async () => {
      const modal = await modalOn('Connect')
      addAfterConnectStep(modal.runtime, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        return true
      })
      connect(modal)
      await settle()
      expect(modal.getState().modal.open).toBe(true)
      expect(view(modal)).toBe('Connect')
    })

    it('2. steps run in the order they were added; false lets the next one decide', async () => {
      const modal = await modalOn('Connect')
      const order: string[] = []
      addAfterConnectStep(modal.runtime, () => (order.push('first'), false))
      addAfterConnectStep(modal.runtime, async () => (order.push('second'), false))
      addAfterConnectStep(modal.runtime, () => (order.push('third'), false))
      connect(modal)
      await settle()
      expect(order).toEqual(['first', 'second', 'third'])
      // 3. Nobody took over: the modal, still on Connect, closes.
      expect(modal.getState().modal.open).toBe(false)
    })

    it('2. a step that throws (or rejects) is logged and skipped', async () => {
      const modal = await modalOn('Connect')
      const logged = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      const thrown = new Error('step exploded')
      const rejected = new Error('step rejected')
      const next = vi.fn(() => false)
      addAfterConnectStep(modal.runtime, () => {
        throw thrown
      })
      addAfterConnectStep(modal.runtime, () => Promise.reject(rejected))
      addAfterConnectStep(modal.runtime, next)
      connect(modal)
      await settle()
      expect(logged).toHaveBeenCalledWith('An after-connect step failed', thrown)
      expect(logged).toHaveBeenCalledWith('An after-connect step failed', rejected)
      expect(next).toHaveBeenCalledTimes(1)
      expect(modal.getState().modal.open).toBe(false)
    })
  })

  describe('a step that holds the visitor on its view (sign-in)', () => {
    /** A hold whose outcome the test gives, and a step returning it after showing Networks. */
    function holdingStep(modal: Modal) {
      let settle: (outcome: 'continue' | 'stop') => void = () => undefined
      const until = new Promise<'continue' | 'stop'>((resolve) => (settle = resolve))
      const step = vi.fn<AfterConnectStep>(() => {
        modal.router.reset('Networks')
        return { until }
      })
      return { step, settle: (outcome: 'continue' | 'stop') => settle(outcome) }
    }

    it('the next steps wait, then decide once the visitor is through', async () => {
      const modal = await modalOn('ConnectingExternal')
      const hold = holdingStep(modal)
      const next = vi.fn<AfterConnectStep>(() => {
        modal.router.reset('Account')
        return true
      })
      addAfterConnectStep(modal.runtime, hold.step)
      addAfterConnectStep(modal.runtime, next)
      connect(modal)
      await settle()
      expect(next).not.toHaveBeenCalled()
      expect(view(modal)).toBe('Networks')

      hold.settle('continue')
      await vi.waitFor(() => expect(view(modal)).toBe('Account'))
      expect(next).toHaveBeenCalledWith(connection())
      expect(modal.getState().modal.open).toBe(true)
    })

    it('with nobody taking over after it, the modal closes on the view it held', async () => {
      const modal = await modalOn('Connect')
      const hold = holdingStep(modal)
      addAfterConnectStep(modal.runtime, hold.step)
      connect(modal)
      await settle()
      expect(modal.getState().modal.open).toBe(true)
      hold.settle('continue')
      await vi.waitFor(() => expect(modal.getState().modal.open).toBe(false))
    })

    it('...but not a visitor who went elsewhere in the modal meanwhile', async () => {
      const modal = await modalOn('Connect')
      const hold = holdingStep(modal)
      addAfterConnectStep(modal.runtime, hold.step)
      connect(modal)
      await settle()
      modal.router.push('ProfileWallets')
      hold.settle('continue')
      await settle()
      expect(modal.getState().modal.open).toBe(true)
      expect(view(modal)).toBe('ProfileWallets')
    })

    it("'stop': nothing follows, and the modal stays as the step left it", async () => {
      const modal = await modalOn('Connect')
      const hold = holdingStep(modal)
      const next = vi.fn(() => false)
      addAfterConnectStep(modal.runtime, hold.step)
      addAfterConnectStep(modal.runtime, next)
      connect(modal)
      await settle()
      hold.settle('stop')
      await settle()
      expect(next).not.toHaveBeenCalled()
      expect(modal.getState().modal.open).toBe(true)
      expect(view(modal)).toBe('Networks')
    })

    it('a hold that fails is logged and the next steps go on', async () => {
      const modal = await modalOn('Connect')
      const logged = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      const failed = new Error('hold failed')
      const next = vi.fn(() => false)
      addAfterConnectStep(modal.runtime, () => ({ until: Promise.reject(failed) }))
      addAfterConnectStep(modal.runtime, next)
      connect(modal)
      await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1))
      expect(logged).toHaveBeenCalledWith('An after-connect step failed', failed)
    })

    it('a new connection drops the decision still waiting on a hold', async () => {
      const modal = await modalOn('Connect')
      const hold = holdingStep(modal)
      const next = vi.fn(() => true)
      addAfterConnectStep(modal.runtime, hold.step)
      addAfterConnectStep(modal.runtime, next)
      connect(modal)
      await settle()
      hold.step.mockImplementation(() => false)
      connect(modal)
      await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1))
      hold.settle('continue')
      await settle()
      expect(next).toHaveBeenCalledTimes(1)
    })
  })

  it('steps added `first` run before the others, whenever they were added', async () => {
    const modal = await modalOn('Connect')
    const order: string[] = []
    addAfterConnectStep(modal.runtime, () => (order.push('pay'), false))
    addAfterConnectStep(modal.runtime, () => (order.push('sign-in'), false), { first: true })
    addAfterConnectStep(modal.runtime, () => (order.push('later'), false))
    connect(modal)
    await settle()
    expect(order).toEqual(['sign-in', 'pay', 'later'])
  })

  it('a removed step is not asked; the same function added twice is removed once per removal', async () => {
    const modal = await modalOn()
    const step = vi.fn(() => false)
    const removeFirst = addAfterConnectStep(modal.runtime, step)
    addAfterConnectStep(modal.runtime, step)
    removeFirst()
    removeFirst()
    connect(modal)
    await settle()
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('runs once per modal, however often it is started, and per modal only', async () => {
    const modal = await modalOn()
    const other = await modalOn()
    startAfterConnect(modal.runtime)
    const step = vi.fn(() => false)
    const otherStep = vi.fn(() => false)
    addAfterConnectStep(modal.runtime, step)
    addAfterConnectStep(other.runtime, otherStep)
    connect(modal)
    await settle()
    expect(step).toHaveBeenCalledTimes(1)
    expect(otherStep).not.toHaveBeenCalled()
  })

  it("a plugin's steps (context.afterConnect in setup) are removed with the plugin", async () => {
    const step = vi.fn(() => false)
    const plugin = definePlugin({
      manifest: { id: 'resumer' },
      setup: (context) => void context.afterConnect(step),
    })
    const modal = coreModal({ networks: ['eip155:1'] }, [plugin])
    startAfterConnect(modal.runtime)
    expect(await modal.loadPlugin('resumer')).toBe('ready')
    connect(modal)
    await settle()
    expect(step).toHaveBeenCalledTimes(1)

    await modal.unloadPlugin('resumer')
    connect(modal)
    await settle()
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('the modal context adds steps the same way (modal.afterConnect)', async () => {
    const modal = await modalOn('Connect')
    const remove = modalContextOf(modal.runtime).afterConnect(() => true)
    connect(modal)
    await settle()
    expect(modal.getState().modal.open).toBe(true)
    remove()
    connect(modal)
    await settle()
    expect(modal.getState().modal.open).toBe(false)
  })
})
