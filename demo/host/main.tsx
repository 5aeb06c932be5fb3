// The demo host: a small shop page that embeds the kit the way a React host would,
// importing it from the repository's source (not from dist/).
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createModal, PorticoError } from '../../index'
import { displayAmount } from '../../ui'
import { ConnectButton, ModalProvider, NetworkButton, useAccount, useNetwork } from '../../react'
import { LOCAL_MAINNET_ASSETS } from './localAssets'
// A third-party plugin, installed the way a host installs one: its entry (the manifest, and
// its code behind a lazy import) in createModal's `plugins`. It adds "Network fees" to the
// Account view: the devnet's fees, read from its node.
import { gasTracker } from '../../tests/third-party-plugin/gas-tracker/entry'
// Account names: a kit plugin a host opts into (portico/names in `plugins`), so a page without
// it carries none of it.
import { names } from 'portico/names'
// NFTs: the Account view's NFTs tab, a kit plugin a host opts into the same way.
import { nfts } from 'portico/nfts'
import { Members } from './Members'
import { shopSignIn } from './shopSignIn'
import { EmbeddedWalletFunding } from '../mail/fundEmbeddedWallet'
import {
  announceLocalDemoWallet,
  localEndpoints,
  mailUrl,
  networks,
  servicesUrl,
} from './localStack'

type ThemeMode = 'light' | 'dark'

// The development wallet, announced like a browser extension (see localStack.ts).
announceLocalDemoWallet()

// The shop requires sign-in with the wallet (the `siwx` option, checked by the shop's own
// server code with portico/server). `?signIn=off` leaves it out, for the browser suites that
// are not about sign-in.
const shop = shopSignIn(servicesUrl)
const signInOn = new URLSearchParams(location.search).get('signIn') !== 'off'
// `?lang=fr` (any tag; `en-XA` is the pseudo-locale, accented and longer) sets the modal's
// language; without it the modal follows the browser's languages.
const requestedLanguage = new URLSearchParams(location.search).get('lang') ?? undefined

const initialMode: ThemeMode = window.matchMedia('(prefers-color-scheme: dark)').matches
  ? 'dark'
  : 'light'

// The local stand-ins of the remote services listen on servicesUrl once `npm run demo` starts
// them; until then nothing answers there, and the kit has to cope.
const modal = createModal({
  projectId: 'demo',
  networks,
  themeMode: initialMode,
  metadata: {
    name: 'Portico demo shop',
    description: 'A small shop page that embeds the Portico modal.',
    url: window.location.origin,
    icons: [],
  },
  // The local stand-ins of the services, the auth service and WalletConnect's local relay.
  ...localEndpoints,
  plugins: [gasTracker, names, nfts],
  ...(signInOn && { siwx: shop.siwx }),
  ...(requestedLanguage && { language: requestedLanguage }),
})
// The handle on the page, as a host's own scripts hold it: to try it from the console, and
// for the browser suites that drive it the way a host (or a hostile script) would.
;(window as Window & { porticoModal?: typeof modal }).porticoModal = modal

// The shop is paid in the devnet's USDC on Local Mainnet, to development account 3 (anvil's
// well-known fourth account): its balance on the chain shows what the shop received.
const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const PRODUCTS = [
  { name: 'Field notebook', note: 'Dot grid, 96 pages', price: '5.00', colour: '#c9b38f' },
  { name: 'Stoneware mug', note: 'Glazed by hand, 300 ml', price: '18.50', colour: '#7d9a8c' },
  { name: 'Canvas tote', note: 'Heavy cotton, inner pocket', price: '24.00', colour: '#b86f52' },
]

function ThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>(initialMode)
  const next: ThemeMode = mode === 'light' ? 'dark' : 'light'
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={mode === 'dark'}
      onClick={() => {
        document.documentElement.dataset.theme = next
        modal.setThemeMode(next)
        setMode(next)
      }}
    >
      Dark theme
    </button>
  )
}

/** What the kit's hooks say about the visitor's wallet. */
function AccountSummary() {
  const account = useAccount()
  const { network } = useNetwork()
  if (!account.isConnected) return null
  return (
    <p className="account-summary" aria-live="polite">
      Connected as <code>{account.address}</code> on {network?.name ?? account.caipNetworkId}
      {account.balance !== undefined
        ? ` · ${displayAmount(account.balance)} ${account.balanceSymbol ?? ''}`
        : ''}
    </p>
  )
}

type Purchase =
  { state: 'paying' } | { state: 'paid'; detail: string } | { state: 'failed'; detail: string }

/** Buys one product through `modal.pay`, and says how it went. */
function BuyButton({ product }: { product: (typeof PRODUCTS)[number] }) {
  const [purchase, setPurchase] = useState<Purchase | undefined>(undefined)
  const buy = () => {
    setPurchase({ state: 'paying' })
    modal
      .pay({ paymentAsset: LOCAL_MAINNET_ASSETS.usdc, recipient: MERCHANT, amount: product.price })
      .then((result) =>
        setPurchase({
          state: 'paid',
          detail:
            result.type === 'wallet'
              ? `from your wallet, transaction ${result.txHash}`
              : `through ${result.exchangeId}${result.txHash ? `, transaction ${result.txHash}` : ''}`,
        }),
      )
      .catch((error: unknown) =>
        setPurchase({
          state: 'failed',
          detail:
            error instanceof PorticoError ? `${error.code}: ${error.shortMessage}` : String(error),
        }),
      )
  }
  return (
    <>
      <button
        type="button"
        className="buy"
        disabled={purchase?.state === 'paying'}
        aria-label={`Buy ${product.name} for ${product.price} USDC`}
        onClick={buy}
      >
        Buy
      </button>
      <p className="purchase" role="status">
        {purchase?.state === 'paid' && `Paid ${product.price} USDC ${purchase.detail}.`}
        {purchase?.state === 'failed' && `Not paid (${purchase.detail}).`}
      </p>
    </>
  )
}

function Shop() {
  return (
    <ModalProvider modal={modal}>
      <header>
        <h1>Portico demo shop</h1>
        <ThemeToggle />
        <NetworkButton className="network-button" />
        {/* The same connection in an app built on wagmi's hooks (portico/wagmi). */}
        <a href="./wagmi.html">wagmi page</a>
        {mailUrl && (
          // A new tab: a sign-in in progress in this one stays open while the code is read.
          <a href="./mailbox.html" target="_blank" rel="noopener">
            Mailbox
          </a>
        )}
        {/* The network has its own button beside it. */}
        <ConnectButton chainStatus="none" />
      </header>
      <main>
        <p className="intro">
          A few well-made things, priced in USDC. Connect a wallet to get started.
        </p>
        <AccountSummary />
        <EmbeddedWalletFunding servicesUrl={servicesUrl} />
        <Members load={shop.members} />
        <ul className="products">
          {PRODUCTS.map((product) => (
            <li key={product.name} className="product">
              <div className="swatch" style={{ background: product.colour }} aria-hidden="true" />
              <h3>{product.name}</h3>
              <p>{product.note}</p>
              <p className="price">{product.price} USDC</p>
              <BuyButton product={product} />
            </li>
          ))}
        </ul>
        <p className="merchant">
          Payments go to the shop&apos;s address <code>{MERCHANT}</code> on Local Mainnet, from your
          wallet or through Local Exchange.
        </p>
        <p className="top-up">
          Short of USDC? Buy some with a card or a bank transfer, from the local onramp provider:{' '}
          {/* A host's own Buy button: the kit's Buy view, opened with the purchase filled in. */}
          <button
            type="button"
            className="buy"
            onClick={() =>
              void modal.open({
                view: 'Buy',
                data: { amount: '25', currency: 'USDC', network: 'eip155:31337' },
              })
            }
          >
            Top up 25 USDC
          </button>
        </p>
        <section className="where" aria-labelledby="where-heading">
          <h2 id="where-heading">Where things run</h2>
          <p>
            This page is served by Vite on <code>{window.location.origin}</code> and imports the kit
            straight from the repository&apos;s source. The kit talks to wallet services, blockchain
            services and analytics at <code>{servicesUrl}</code>, where local stand-ins of the
            remote services run. The kit is built to keep working when nothing answers there.
            Nothing on this page calls a production service.
          </p>
        </section>
      </main>
    </ModalProvider>
  )
}

document.documentElement.dataset.theme = initialMode
const container = document.getElementById('root')
if (!container) throw new Error('demo host: #root is missing from index.html')
createRoot(container).render(<Shop />)
