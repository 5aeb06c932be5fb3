import { makeWallet } from 'portico/testing'
import { installLinkOf, installPlatformOf } from './installLink'

const wallet = {
  ...makeWallet(0),
  mobile_link: 'zero://',
  desktop_link: null,
  webapp_link: 'https://app.zero.example/',
  homepage: 'https://zero.example/',
  chrome_store: 'https://chrome.example/zero',
  app_store: 'https://apps.apple.example/zero',
  play_store: 'https://play.example/zero',
}

describe('installPlatformOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 'desktop'],
  ])('%s is %s', (agent, platform) => {
    expect(installPlatformOf(agent)).toBe(platform)
  })
})

describe('installLinkOf', () => {
  it("takes the device's store first", () => {
    expect(installLinkOf(wallet, 'ios')).toBe('https://apps.apple.example/zero')
    expect(installLinkOf(wallet, 'android')).toBe('https://play.example/zero')
    expect(installLinkOf(wallet, 'desktop')).toBe('https://chrome.example/zero')
  })

  it('falls back to the home page, then the web app', () => {
    expect(installLinkOf({ ...wallet, play_store: null }, 'android')).toBe('https://zero.example/')
    expect(installLinkOf({ ...wallet, app_store: null, homepage: undefined }, 'ios')).toBe(
      'https://app.zero.example/',
    )
  })

  it('never gives anything but a web page', () => {
    const hostile = {
      ...wallet,
      chrome_store: 'javascript:alert(1)',
      homepage: 'data:text/html,<b>x</b>',
      webapp_link: 'zero://open',
    }
    expect(installLinkOf(hostile, 'desktop')).toBeUndefined()
    expect(installLinkOf({ ...hostile, webapp_link: 'not a url' }, 'desktop')).toBeUndefined()
  })
})
