// The demo mobile wallet's screen: a phone-sized column with the account and network, the
// pairing form, the proposal or request waiting for a decision, and the connected shops.
// Plain English: this page stands in for a wallet app, it is not part of the kit.
import { useState, useSyncExternalStore } from 'react'
import type { WalletChain } from '../wallet/chains'
import type { MobileWallet } from './wallet'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function App({ wallet, chains }: { wallet: MobileWallet; chains: readonly WalletChain[] }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const [uri, setUri] = useState('')
  const chainName = (caip: string) =>
    chains.find((chain) => `eip155:${chain.chainId}` === caip)?.name ?? caip

  return (
    <main className="phone">
      <header>
        <h1>Demo Mobile Wallet</h1>
        <p>
          Account <span title={state.address}>{short(state.address)}</span>
        </p>
        <label>
          Network{' '}
          <select
            value={state.chainId}
            onChange={(event) => void wallet.switchChain(Number(event.target.value))}
          >
            {chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.name}
              </option>
            ))}
          </select>
        </label>
      </header>

      {state.status === 'starting' && <p role="status">Connecting to the relay…</p>}
      {state.status === 'failed' && <p role="alert">The wallet could not start: {state.error}</p>}

      <form
        aria-labelledby="pair-heading"
        onSubmit={(event) => {
          event.preventDefault()
          void wallet.pair(uri)
          setUri('')
        }}
      >
        <h2 id="pair-heading">Connect to a shop</h2>
        <label>
          WalletConnect link
          <input
            type="text"
            value={uri}
            placeholder="wc:…"
            autoComplete="off"
            onChange={(event) => setUri(event.target.value)}
          />
        </label>
        <button type="submit" disabled={state.status !== 'ready' || uri.trim() === ''}>
          Pair
        </button>
      </form>

      {state.proposal && (
        <section aria-labelledby="proposal-heading" className="card">
          <h2 id="proposal-heading">{state.proposal.dappName} wants to connect</h2>
          <p>{state.proposal.dappUrl}</p>
          <p>
            {state.proposal.validation === 'VALID'
              ? 'Verified: the link came from this site.'
              : state.proposal.validation === 'INVALID'
                ? 'Warning: the link did not come from the site it names.'
                : 'Not verified.'}
          </p>
          <p>Networks asked for: {state.proposal.chains.map(chainName).join(', ')}</p>
          <div className="actions">
            <button type="button" onClick={() => void wallet.approveProposal()}>
              Approve
            </button>
            <button type="button" onClick={() => void wallet.rejectProposal()}>
              Reject
            </button>
          </div>
        </section>
      )}

      {state.request && (
        <section aria-labelledby="request-heading" className="card">
          <h2 id="request-heading">Request from {state.request.dappName}</h2>
          <p>{state.request.summary}</p>
          <div className="actions">
            <button type="button" onClick={() => wallet.answer(true)}>
              Approve
            </button>
            <button type="button" onClick={() => wallet.answer(false)}>
              Reject
            </button>
          </div>
        </section>
      )}

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Connected shops</h2>
        {state.sessions.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul>
            {state.sessions.map((session) => (
              <li key={session.topic}>
                {session.dappName} ({session.chains.map(chainName).join(', ')}){' '}
                <button
                  type="button"
                  aria-label={`Disconnect ${session.dappName}`}
                  onClick={() => void wallet.disconnect(session.topic)}
                >
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p role="status" aria-live="polite" className="notice">
        {state.notice}
      </p>
    </main>
  )
}
