import { delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectWallet, FakeProvider, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../testing/coreModal'
import { createModalCore, type Modal } from './createModalCore'
import { CONNECTIONS_STORAGE_KEY } from './connection/stored'
import { AFTER_PAINT_FALLBACK_MS } from './defaults'
import { afterNextPaint } from './env/idle'

const server = setupServiceServer()
// Modals made here without createTestModal leave their cached remote config behind.
afterEach(() => localStorage.clear())

/** Records the path of every request that reaches msw. */
function recordRequests() {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) =>
    void paths.push(new URL(request.url).pathname)
  server.events.on('request:start', listener)
  return { paths, stop: () => server.events.removeListener('request:start', listener) }
}

describe('createModal', () => {
  it('reads no localStorage before the first paint: the stored connection just after', async () => {
    const reads: string[] = []
    const storage = localStorage
    vi.stubGlobal(
      'localStorage',
      new Proxy(storage, {
        get(target, key) {
          if (key === 'getItem') {
            return (item: string) => {
              reads.push(item)
              return target.getItem(item)
            }
          }
          const value: unknown = Reflect.get(target, key)
          return typeof value === 'function' ? value.bind(target) : value
        },
      }),
    )
    try {
      coreModal()
      expect(reads).toEqual([])

      await new Promise<void>((resolve) => afterNextPaint(resolve, AFTER_PAINT_FALLBACK_MS))

      expect(reads).toContain(CONNECTIONS_STORAGE_KEY)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('does not restore over a connection the page made before its first paint', async () => {
    const wallet = new FakeProvider()
    const modal = coreModal()
    await connectWallet(modal, wallet)

    await new Promise<void>((resolve) => afterNextPaint(resolve, AFTER_PAINT_FALLBACK_MS))

    // A restore would ask the wallet eth_accounts again, and say connecting meanwhile.
    expect(wallet.methods).not.toContain('eth_accounts')
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('connected')
  })

  it('makes no request while the page loads', async () => {
    const requests = recordRequests()
    coreModal()
    await Promise.resolve()
    expect(requests.paths).toEqual([])
    requests.stop()
  })

  it('fetches config, origins and analytics config once on first open, deduplicated', async () => {
    const requests = recordRequests()
    const modal = coreModal()
    await modal.open()
    modal.close()
    await modal.open()
    await vi.waitFor(() => expect(requests.paths).toHaveLength(3))
    // The idle callback comes later and finds the work done.
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(requests.paths.sort()).toEqual([
      '/appkit/v1/config',
      '/getAnalyticsConfig',
      '/projects/v1/origins',
    ])
    requests.stop()
  })

  it('fetches the config on idle when the modal is never opened', async () => {
    const requests = recordRequests()
    coreModal()
    await vi.waitFor(() => expect(requests.paths).toContain('/appkit/v1/config'), {
      timeout: 2_500,
    })
    requests.stop()
  })

  it('readies the UI of this modal on idle without mounting it, and i18next with it', async () => {
    const preloadUi = vi.fn((_modal: Modal) => Promise.resolve())
    const mountUi = vi.fn(async () => () => undefined)
    const modal = createModalCore(
      { projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS },
      { builtins: [], mountUi, preloadUi },
    )
    const loadI18n = vi.spyOn(modal.runtime, 'loadI18n')
    expect(preloadUi).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(preloadUi).toHaveBeenCalledTimes(1), { timeout: 2_500 })
    expect(preloadUi).toHaveBeenCalledWith(modal)
    expect(loadI18n).toHaveBeenCalled()
    expect(mountUi).not.toHaveBeenCalled()
    await modal.destroy()
  })

  it('once the page was idle, open() flips the state and mounts before any task runs', async () => {
    const preloadUi = vi.fn(() => Promise.resolve())
    const mountUi = vi.fn(() => Promise.resolve(() => undefined))
    const modal = createModalCore(
      { projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS },
      { builtins: [], mountUi, preloadUi },
    )
    await vi.waitFor(() => expect(preloadUi).toHaveBeenCalled(), { timeout: 2_500 })
    // What the idle work loads (the opening rules among it) is in once the loader says so.
    await modal.runtime.loadI18n()
    await new Promise((resolve) => setTimeout(resolve, 0))

    // A click's work: what it sets off must be done within its own microtasks, before the
    // browser's next task (and frame), so nothing may wait for a chunk on the way.
    let taskRan = false
    setTimeout(() => (taskRan = true), 0)
    void modal.open()
    for (let i = 0; i < 20; i += 1) await Promise.resolve()

    expect(taskRan).toBe(false)
    expect(modal.getState().modal.open).toBe(true)
    expect(mountUi).toHaveBeenCalledTimes(1)
    await modal.destroy()
  })

  it('opens at once while the services hang', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, async () => {
        await delay('infinite')
      }),
    )
    const modal = coreModal()
    await modal.open()
    expect(modal.getState().modal.open).toBe(true)
    await vi.waitFor(() => expect(modal.getState().features?.status).toBe('loading'))
    expect(modal.getState().modal.open).toBe(true)
  })

  it('raises the missing-project-id alert, asks no service, and still opens', async () => {
    const requests = recordRequests()
    const modal = coreModal({ projectId: undefined })
    // The alerts come with the modal's lazy code, not with the page's first download.
    expect(modal.getState().alerts).toBeUndefined()
    await modal.open()
    await vi.waitFor(() =>
      expect(modal.getState().alerts?.list.map((alert) => alert.code)).toEqual([
        'PROJECT_ID_NOT_CONFIGURED',
      ]),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(modal.getState().modal.open).toBe(true)
    expect(requests.paths).toEqual([])
    requests.stop()
  })

  it('leaves i18next off the page: the instance exists once loaded, and only one', async () => {
    const modal = coreModal()
    expect(() => modal.i18n).toThrow('await modal.runtime.loadI18n() first')
    expect(() => modal.runtime.i18n).toThrow('is loaded with the modal UI')

    const [i18n, again] = await Promise.all([modal.runtime.loadI18n(), modal.runtime.loadI18n()])

    expect(again).toBe(i18n)
    expect(await modal.runtime.loadI18n()).toBe(i18n)
    expect(modal.i18n).toBe(i18n)
    expect(modal.runtime.i18n).toBe(i18n)
    expect(i18n.language).toBe('en')
  })

  it('asks for i18next on open, beside the UI chunk rather than after it', async () => {
    // coreModal's UI mount does nothing: whatever loads i18next here, it is not the UI. Asked
    // in the very turn of open(), before any chunk arrived (the idle warm-up comes later).
    const modal = coreModal({ language: 'de' })
    const loadI18n = vi.spyOn(modal.runtime, 'loadI18n')
    const opening = modal.open()
    expect(loadI18n).toHaveBeenCalledTimes(1)
    await opening
    await vi.waitFor(() => expect(modal.i18n.language).toBe('de'))
  })

  it('starts i18next in the language set before it loaded, even while it was loading', async () => {
    const modal = coreModal({ language: 'es' })
    await modal.setLanguage('de')
    expect(modal.getState().options.language).toBe('de')

    const loading = modal.runtime.loadI18n()
    await modal.setLanguage('es')
    const i18n = await loading

    expect(i18n.language).toBe('es')
    expect(modal.getState().options.language).toBe('es')
  })

  it('throws an error naming the bad field for bad options', () => {
    expect(() => coreModal({ networks: ['eip155:424242'] })).toThrow(/options\.networks\[0\]/)
  })
})
