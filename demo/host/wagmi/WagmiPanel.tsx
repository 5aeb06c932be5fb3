// What wagmi's hooks say about the visitor's wallet, and what they do with it: the account
// (useConnection), its balance (useBalance), the chain switch (useSwitchChain) and a transfer
// (useSendTransaction); connect and disconnect through wagmi too.
import { useState, type FormEvent } from 'react'
import { formatUnits, isAddress, parseEther } from 'viem'
import {
  useBalance,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSwitchChain,
} from 'wagmi'

/** anvil's second development account: somewhere to send to. */
const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function WagmiPanel() {
  const connection = useConnection()
  return (
    <>
      <section aria-labelledby="wagmi-account">
        <h2 id="wagmi-account">useConnection</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="wagmi-status">{connection.status}</dd>
          <dt>Address</dt>
          <dd data-testid="wagmi-address">{connection.address ?? '—'}</dd>
          <dt>Chain</dt>
          <dd data-testid="wagmi-chain">{connection.chain?.name ?? connection.chainId ?? '—'}</dd>
          <dt>Connector</dt>
          <dd>{connection.connector?.name ?? '—'}</dd>
        </dl>
        <ConnectOrDisconnect connected={connection.isConnected} />
      </section>
      {connection.address && (
        <>
          <Balance address={connection.address} />
          <SwitchChain current={connection.chainId} />
          <Send />
        </>
      )}
    </>
  )
}

function ConnectOrDisconnect({ connected }: { connected: boolean }) {
  const [connector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (connected) {
    return (
      <p className="row">
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect with wagmi
        </button>
      </p>
    )
  }
  return (
    <p className="row">
      <button
        type="button"
        disabled={!connector || connect.isPending}
        onClick={() => connector && connect.mutate({ connector })}
      >
        Connect with wagmi
      </button>
      {connect.error && <span role="alert">{connect.error.message}</span>}
    </p>
  )
}

function Balance({ address }: { address: `0x${string}` }) {
  const balance = useBalance({ address })
  return (
    <section aria-labelledby="wagmi-balance">
      <h2 id="wagmi-balance">useBalance</h2>
      <p data-testid="wagmi-balance">
        {balance.data
          ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
          : balance.isError
            ? 'The node did not answer'
            : 'Reading…'}
      </p>
    </section>
  )
}

function SwitchChain({ current }: { current: number | undefined }) {
  const switchChain = useSwitchChain()
  return (
    <section aria-labelledby="wagmi-switch">
      <h2 id="wagmi-switch">useSwitchChain</h2>
      <p className="row">
        {switchChain.chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            aria-pressed={chain.id === current}
            disabled={switchChain.isPending}
            onClick={() => switchChain.mutate({ chainId: chain.id })}
          >
            {chain.name}
          </button>
        ))}
      </p>
      {switchChain.error && <p role="alert">{switchChain.error.message}</p>}
    </section>
  )
}

function Send() {
  const send = useSendTransaction()
  const [to, setTo] = useState(SECOND_ACCOUNT)
  const [amount, setAmount] = useState('0.01')
  const valid = isAddress(to) && /^\d+(\.\d+)?$/.test(amount)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to)) send.mutate({ to, value: parseEther(amount) })
  }
  return (
    <section aria-labelledby="wagmi-send">
      <h2 id="wagmi-send">useSendTransaction</h2>
      <form className="row" onSubmit={submit}>
        <label>
          To
          <input value={to} onChange={(event) => setTo(event.target.value)} size={44} />
        </label>
        <label>
          Amount (ETH)
          <input
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
            size={8}
          />
        </label>
        <button type="submit" disabled={!valid || send.isPending}>
          Send
        </button>
      </form>
      <p role="status">
        {send.data && (
          <>
            Sent: <code>{send.data}</code>
          </>
        )}
        {send.error && `Not sent: ${send.error.message}`}
      </p>
    </section>
  )
}
