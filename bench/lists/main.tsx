// The bench's page for long lists: bench/host with WalletConnect's wallet list on and a
// wallet of the page (announced through EIP-6963) to connect, so that the bench can open
// AllWallets over thousands of wallets and Account over thousands of tokens. The services
// answer from the bench (bench/run.mjs routes them); the modal is on `window.__benchModal`
// for the bench to wait on its state.
import { createRoot } from 'react-dom/client'
import { createModal, type Eip1193Provider } from 'portico'
import { ConnectButton, ModalProvider } from 'portico/react'

const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A wallet that grants its one account on Ethereum at once and answers nothing else. */
const wallet: Eip1193Provider = {
  async request({ method }) {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT]
    if (method === 'eth_chainId') return '0x1'
    throw Object.assign(new Error(`The bench wallet does not answer ${method}`), { code: 4200 })
  },
  on: () => undefined,
  removeListener: () => undefined,
}
const info = {
  uuid: '6f1c4d2e-3b5a-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Bench Wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  rdns: 'dev.portico.benchwallet',
}
const announce = () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info, provider: wallet }),
    }),
  )
window.addEventListener('eip6963:requestProvider', announce)
announce()

const modal = createModal({ projectId: 'bench', networks: ['eip155:1'], enableWalletConnect: true })
Object.assign(window, { __benchModal: modal })

const container = document.getElementById('root')
if (!container) throw new Error('bench lists page: #root is missing from index.html')

createRoot(container).render(
  <ModalProvider modal={modal}>
    <ConnectButton />
  </ModalProvider>,
)
