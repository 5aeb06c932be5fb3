// The demo's plain page (no React): the modal and the custom elements of portico/button, as a
// page with its own HTML embeds them. Same local services, chains and Demo Wallet as the shop
// (main.tsx); no sign-in. `?autoApprove=1` skips the wallet's prompt, for browser tests.
import { createModal } from '../../index'
import { setButtonModal } from '../../button'
import { announceLocalDemoWallet, networks, servicesUrl } from './localStack'

announceLocalDemoWallet()

const modal = createModal({
  projectId: 'demo',
  networks,
  metadata: {
    name: 'Portico plain page',
    description: 'A page without React that embeds the Portico modal.',
    url: window.location.origin,
    icons: [],
  },
  endpoints: {
    walletServices: servicesUrl,
    blockchainServices: servicesUrl,
    analytics: servicesUrl,
  },
  // No public relay from this offline page: the Demo Wallet (EIP-6963) is offered instead.
  enableWalletConnect: false,
})
// Every <portico-*-button> of the page follows this modal.
setButtonModal(modal)

const toggle = document.querySelector<HTMLButtonElement>('.theme-toggle')
toggle?.addEventListener('click', () => {
  const dark = toggle.getAttribute('aria-pressed') !== 'true'
  toggle.setAttribute('aria-pressed', String(dark))
  document.documentElement.dataset['theme'] = dark ? 'dark' : 'light'
  modal.setThemeMode(dark ? 'dark' : 'light')
})
