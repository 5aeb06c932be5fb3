// Debian's Chromium, as the bench and the browser suites launch it: no browser of
// Playwright's own is ever downloaded, and the flags keep Chromium from calling out to any
// service (this machine reaches nothing but 127.0.0.1 and the package registries).
export const CHROMIUM = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--headless',
]
