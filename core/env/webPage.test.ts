import { afterEach, describe, expect, it, vi } from 'vitest'
import { isWebUrl, openBlankTab, showInTab } from './webPage'

describe('isWebUrl', () => {
  it('takes http and https addresses only', () => {
    expect(isWebUrl('https://checkout.example/s/1')).toBe(true)
    expect(isWebUrl('http://127.0.0.1:4999/pay')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl('data:text/html,<p>hi</p>')).toBe(false)
    expect(isWebUrl('/relative/path')).toBe(false)
    expect(isWebUrl('')).toBe(false)
  })
})

describe('tabs for a page whose address arrives later', () => {
  afterEach(() => vi.restoreAllMocks())

  /** A stand-in for a tab the browser opened. */
  function fakeTab(closed = false) {
    return { opener: window, closed, location: { href: 'about:blank' } } as unknown as Window
  }

  it('opens a blank tab cut off from this page, or says the browser blocked it', () => {
    const tab = fakeTab()
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(tab).mockReturnValueOnce(null)
    expect(openBlankTab()).toBe(tab)
    expect(tab.opener).toBeNull()
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(openBlankTab()).toBeUndefined()
  })

  it('shows the page in the tab opened during the click', () => {
    const open = vi.spyOn(window, 'open')
    const tab = fakeTab()
    expect(showInTab('https://checkout.example/s/1', tab)).toBe(true)
    expect(tab.location.href).toBe('https://checkout.example/s/1')
    expect(open).not.toHaveBeenCalled()
  })

  it('opens a new tab, cut off, when that one was closed or never opened; false when blocked', () => {
    const fresh = fakeTab()
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(fresh).mockReturnValueOnce(null)
    expect(showInTab('https://checkout.example/s/1', fakeTab(true))).toBe(true)
    expect(open).toHaveBeenCalledWith('https://checkout.example/s/1', '_blank')
    expect(fresh.opener).toBeNull()
    expect(showInTab('https://checkout.example/s/1', undefined)).toBe(false)
  })
})
