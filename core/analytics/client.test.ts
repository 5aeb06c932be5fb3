import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from '../api/schemas'
import { serviceHandlers, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { loadAnalyticsConfig } from '../remote'
import { createAnalytics } from './client'
import { createAnalyticsPort } from './port'

const server = setupServiceServer()

function fakeClient(status = 200, hostEnabled = true) {
  let time = 1_000_000
  const sent: AnalyticsEvent[] = []
  const onForbidden = vi.fn()
  const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as AnalyticsEvent)
    return new Response(null, { status })
  })
  const client = createAnalytics(
    { endpoint: 'http://127.0.0.1:4012', projectId: 'p1', hostEnabled },
    { onForbidden, now: () => time, fetch: fetchSpy as unknown as typeof fetch },
  )
  return { client, sent, onForbidden, fetchSpy, advance: (ms: number) => (time += ms) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('analytics', () => {
  it('holds events until the remote setting is known, then sends them', async () => {
    const { client, sent } = fakeClient()
    client.track('MODAL_OPEN', { connected: false })
    expect(client.pendingCount()).toBe(1)
    client.setRemoteEnabled(true)
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(sent[0]?.eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('drops events when the project has analytics off, and when the host turned them off', async () => {
    const remoteOff = fakeClient()
    remoteOff.client.track('MODAL_OPEN')
    remoteOff.client.setRemoteEnabled(false)
    remoteOff.client.track('MODAL_CLOSE')
    await settle()
    expect(remoteOff.fetchSpy).not.toHaveBeenCalled()

    const hostOff = fakeClient(200, false)
    hostOff.client.setRemoteEnabled(true)
    hostOff.client.track('MODAL_OPEN')
    await settle()
    expect(hostOff.fetchSpy).not.toHaveBeenCalled()
  })

  it('sends at most 5 error reports in any 60 s', async () => {
    const { client, sent, advance } = fakeClient()
    client.setRemoteEnabled(true)
    const accepted = Array.from({ length: 8 }, (_, i) =>
      client.reportError('FAIL', new Error(`e${i}`)),
    )
    expect(accepted).toEqual([true, true, true, true, true, false, false, false])
    advance(59_999)
    expect(client.reportError('FAIL', new Error('still inside'))).toBe(false)
    advance(1)
    expect(client.reportError('FAIL', new Error('window moved'))).toBe(true)
    await settle()
    expect(sent).toHaveLength(6)
    expect(sent[0]?.props).toMatchObject({ type: 'error', errorType: 'Error', errorMessage: 'e0' })
    expect(sent[0]?.props.stackTrace).toContain('e0')
  })

  it('shows Invalid App Configuration once on 403 and stops sending', async () => {
    const { client, onForbidden, fetchSpy } = fakeClient(403)
    client.setRemoteEnabled(true)
    client.track('A')
    client.track('B')
    await settle()
    client.track('C')
    await settle()
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('posts /e through a modal with the 403 alert raised once', async () => {
    const events: AnalyticsEvent[] = []
    server.use(serviceHandlers.analyticsConfig(true), serviceHandlers.analyticsEvents(events, 403))
    const modal = coreModal()
    await modal.store.dispatch(loadAnalyticsConfig())
    modal.runtime.analytics.track('ONE')
    modal.runtime.analytics.track('TWO')
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(0))
    await vi.waitFor(() =>
      expect(
        modal.getState().alerts?.list.filter((a) => a.code === 'INVALID_APP_CONFIGURATION'),
      ).toHaveLength(1),
    )
    expect(events[0]?.domain).toBe(window.location.hostname)
  })

  it('replays calls made before the client chunk loaded, in order', async () => {
    const { client, sent } = fakeClient()
    let release: (() => void) | undefined
    const port = createAnalyticsPort(
      () => new Promise((resolve) => (release = () => resolve(client))),
    )
    port.track('FIRST')
    port.setRemoteEnabled(true)
    port.track('SECOND')
    await settle()
    expect(sent).toHaveLength(0)
    release?.()
    await port.client()
    await settle()
    expect(sent.map((event) => event.props.event)).toEqual(['FIRST', 'SECOND'])
  })

  it('drops events quietly when the client chunk cannot load', async () => {
    const port = createAnalyticsPort(() => Promise.reject(new Error('offline')))
    expect(() => port.track('LOST')).not.toThrow()
    await expect(port.client()).rejects.toThrow('offline')
  })
})
