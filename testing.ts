/**
 * `portico/testing`: the test kit for plugin suites, ours and third parties', under Vitest
 * (with a DOM environment such as happy-dom), msw and Testing Library, which it expects
 * installed beside it (optional peer dependencies). A suite typically:
 *
 * @example
 * const server = setupServiceServer(greetingHandler)
 *
 * it('greets', async () => {
 *   const modal = createTestModal({}, { plugins: [greeterEntry] })
 *   await connectWallet(modal, createFakeWallet())
 *   const { findByText, getByRole, user } = await renderView(modal, 'Greeter', { name: 'Ada' })
 *   expect(await findByText('Hello, Ada!')).toBeDefined()
 *   await user.click(getByRole('button', { name: 'Greet me again' }))
 * })
 *
 * Everything a helper leaves behind (the modal, wallet discovery, a wallet in the page, the
 * stored connection) is undone when the test finishes.
 *
 * @module portico/testing
 */

// The modal.
/**
 * `createTestModal(options?, { plugins?, ui? })`: a modal on the test project, Ethereum, the
 * msw endpoints and WalletConnect off, torn down when the test finishes, its host methods run
 * inside React's act(). `ui: false` gives one whose opening mounts nothing.
 * `reloadTestModal(modal)`: the page reloaded, storage kept; resolves with the new modal.
 */
export { createTestModal, reloadTestModal, type TestModalSetup } from './testing/modal'
/** `destroyTestModal(modal)`: that teardown now (it runs once), localStorage cleared. */
export { destroyTestModal } from './testing/teardown'
/** The project id and service addresses a test modal uses. */
export { TEST_ENDPOINTS, TEST_PROJECT_ID, TEST_RPC_URL } from './testing/endpoints'

// Its UI.
/**
 * `renderModal(modal)` / `renderView(modal, view, data?)`: open the modal as a host does and
 * get Testing Library queries scoped to its shadow root, the root and a user-event instance.
 */
export { renderModal, renderView, type RenderedModal } from './testing/render'
/**
 * `inModal()`: queries scoped to the mounted modal's shadow root, whose failures print that
 * root's DOM; `modalShadowRoot()`: that root; `prettyShadowRoot(root)`: its DOM as text.
 */
export { inModal, modalShadowRoot } from './testing/shadowRoot'
export { prettyShadowRoot } from './testing/elementError'
/** `createTestUser(options?)`: a user-event instance that also works inside shadow roots. */
export { createTestUser } from './testing/user'
/**
 * `renderModalApp(modal, { reactStrictMode? })`: the modal UI in a plain container, where
 * `screen` reaches it; `openTestModal`, `pushView`: navigate it by view id without mounting;
 * `registerTestView`: a throwaway view for the test.
 */
export { renderModalApp, openTestModal, pushView, registerTestView } from './testing/modalApp'
/** `stubNetwork()`: every `fetch` of the test answers 404, for suites about the UI alone. */
export { stubNetwork } from './testing/network'

// A wallet.
/**
 * `createFakeWallet(state?)` / `FakeProvider`: a scriptable EIP-1193 wallet (`respond`,
 * `fail`, `hold` → approve / reject, `calls`, `emit`); `FakeProviderError`: the errors it throws.
 */
export {
  createFakeWallet,
  FakeProvider,
  FakeProviderError,
  FAKE_WALLET_ACCOUNT,
  type FakeAnswer,
  type FakeCall,
  type FakeWalletState,
  type HeldRequest,
} from './testing/fakeWallet'
/**
 * `announceWallet(wallet, info?)`: the wallet in the page through EIP-6963 until the test
 * finishes; `connectWallet(modal, wallet?)`: the modal connects to it as a visitor does.
 */
export { announceWallet, connectWallet, TEST_WALLET_INFO, type WalletInfo } from './testing/wallet'

// The services, with msw.
/** `setupServiceServer(...handlers)`: the file's msw server, quiet defaults included. */
export { setupServiceServer } from './testing/server'
/** `serviceHandlers`: remote config, origins, analytics, wallets, balances, identity. */
export { serviceHandlers, type RemoteFeature } from './testing/services'
/** `rpcHandlers`: a chain's JSON-RPC node (`node`, `balances`, `failing`). */
export {
  rpcHandlers,
  type JsonRpcCall,
  type RpcAnswer,
  type RpcMethodHandler,
  type RpcNodeOptions,
} from './testing/rpc'
/** `validated(schema, body)`: an msw answer whose body the production schema parsed first. */
export { validated } from './testing/validated'
/** Service fixtures: balance entries, a network on the msw node, explorer wallets. */
export { nativeEntry, tokenEntry, onTestNode, type BalanceCall } from './testing/account'
export { makeWallet, makeWallets, TEST_WALLET_SVG } from './testing/wallets'
export { answerGetWallets } from './testing/walletQuery'
