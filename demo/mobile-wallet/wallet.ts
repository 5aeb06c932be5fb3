// The demo mobile wallet's engine: a real @walletconnect/sign-client wallet on the local relay,
// signing with a devnet development account through the Demo Wallet's signer
// (demo/wallet/provider.ts), one signer per local chain. The page (App.tsx) draws its state
// and calls its actions; everything that needs the visitor waits for a decision there.
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import * as z from 'zod'
import type { ApprovalRequest } from '../wallet/approvals'
import { attestationResolver } from './verifyAttestation'
import type { WalletChain } from '../wallet/chains'
import { WalletRpcError, createDemoWallet, type DemoWallet } from '../wallet/provider'

type Client = Awaited<ReturnType<typeof SignClient.init>>

export interface ProposalView {
  id: number
  dappName: string
  dappUrl: string
  /** What Verify said about the page that proposed: VALID, INVALID or UNKNOWN. */
  validation: string
  chains: string[]
}

export interface RequestView {
  dappName: string
  summary: string
}

export interface SessionView {
  topic: string
  dappName: string
  chains: string[]
}

export interface WalletState {
  status: 'starting' | 'ready' | 'failed'
  error?: string
  address: string
  chainId: number
  proposal?: ProposalView
  request?: RequestView
  sessions: SessionView[]
  /** The latest outcome, for the page's status line. */
  notice: string
}

export interface MobileWalletOptions {
  projectId: string
  relayUrl: string
  /** The Verify service beside the relay (its base address). */
  verifyUrl?: string
  account: LocalAccount
  chains: readonly WalletChain[]
}

const METHODS = ['eth_sendTransaction', 'personal_sign', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']

// What the wallet reads from the relay's messages, as sign-client hands them over.
const namespaceRequest = z.object({
  chains: z.array(z.string()).optional(),
  methods: z.array(z.string()).optional(),
  events: z.array(z.string()).optional(),
})
const proposalEvent = z.object({
  id: z.number(),
  params: z.object({
    proposer: z.object({ metadata: z.object({ name: z.string(), url: z.string() }) }),
    requiredNamespaces: z.record(z.string(), namespaceRequest).optional(),
    optionalNamespaces: z.record(z.string(), namespaceRequest).optional(),
  }),
  verifyContext: z.object({ verified: z.object({ validation: z.string().optional() }) }).optional(),
})
const requestEvent = z.object({
  id: z.number(),
  topic: z.string(),
  params: z.object({
    chainId: z.string(),
    request: z.object({ method: z.string(), params: z.unknown().optional() }),
  }),
})
const switchParams = z.tuple([z.object({ chainId: z.string() })]).rest(z.unknown())

/** `eip155:31337` → 31337; undefined for anything else. */
function referenceOf(caipChainId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipChainId)
  return match?.[1] ? Number(match[1]) : undefined
}

export function createMobileWallet(options: MobileWalletOptions) {
  const [firstChain] = options.chains
  if (!firstChain) throw new Error('The demo mobile wallet needs at least one chain')
  const address = options.account.address
  let state: WalletState = {
    status: 'starting',
    address,
    chainId: firstChain.chainId,
    sessions: [],
    notice: '',
  }
  const listeners = new Set<() => void>()
  const set = (next: Partial<WalletState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }
  let client: Client | undefined
  let decide: ((approved: boolean) => void) | undefined
  // One request on screen at a time; the next waits for the decision on the one before.
  let queue: Promise<unknown> = Promise.resolve()

  /** Shows a request and resolves with the visitor's answer. */
  function ask(dappName: string, request: ApprovalRequest): Promise<boolean> {
    const decision = queue.then(
      () =>
        new Promise<boolean>((resolve) => {
          decide = resolve
          set({ request: { dappName, summary: request.summary } })
        }),
    )
    queue = decision.catch(() => undefined)
    return decision
  }

  const signers = new Map<number, DemoWallet>()
  const signerFor = (chainId: number, dappName: string): DemoWallet => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new WalletRpcError(4902, `Chain ${chainId} is not known to this wallet`)
    const existing = signers.get(chainId)
    if (existing) return existing
    const signer = createDemoWallet({
      account: options.account,
      chains: [chain],
      approve: (request) => ask(dappName, request),
    })
    signers.set(chainId, signer)
    return signer
  }

  const refreshSessions = () => {
    if (!client) return
    set({
      sessions: client.session.getAll().map((session) => ({
        topic: session.topic,
        dappName: session.peer.metadata.name,
        chains: session.namespaces.eip155?.chains ?? [],
      })),
    })
  }

  const chainName = (chainId: number) =>
    options.chains.find((chain) => chain.chainId === chainId)?.name ?? `chain ${chainId}`

  /** Adds the chain (and the account on it) to a session that lacks it: `session_update`. */
  async function ensureChain(topic: string, chainId: number) {
    if (!client) return
    const session = client.session.get(topic)
    const eip155 = session.namespaces.eip155
    const caip = `eip155:${chainId}`
    if (!eip155 || eip155.chains?.includes(caip)) return
    await client.update({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), caip],
          accounts: [...eip155.accounts, `${caip}:${address}`],
        },
      },
    })
  }

  /** Tells every session the wallet is on another chain now. */
  async function announceChain(chainId: number) {
    if (!client) return
    for (const session of client.session.getAll()) {
      const caip = `eip155:${chainId}`
      if (!session.namespaces.eip155?.chains?.includes(caip)) continue
      await client.emit({
        topic: session.topic,
        chainId: caip,
        event: { name: 'chainChanged', data: chainId },
      })
      await client.emit({
        topic: session.topic,
        chainId: caip,
        event: { name: 'accountsChanged', data: [`${caip}:${address}`] },
      })
    }
  }

  async function handleRequest(topic: string, method: string, params: unknown, chainId: number) {
    const dappName = client?.session.get(topic).peer.metadata.name ?? 'The shop'
    if (method === 'wallet_switchEthereumChain') {
      const parsed = switchParams.safeParse(params)
      if (!parsed.success)
        throw new WalletRpcError(-32602, 'wallet_switchEthereumChain needs a chainId')
      const target = Number(parsed.data[0].chainId)
      if (!options.chains.some((chain) => chain.chainId === target)) {
        throw new WalletRpcError(4902, `Chain ${target} is not known to this wallet`)
      }
      if (!(await ask(dappName, { method, summary: `Switch to ${chainName(target)}` }))) {
        throw new WalletRpcError(4001, 'The visitor rejected the network switch')
      }
      // Answered first, the chain added to the session after: the shop hears of the new
      // chain before the session has it, as when the update loses the race (issue 12).
      return {
        result: null,
        after: async () => {
          set({ chainId: target })
          await ensureChain(topic, target)
          refreshSessions()
          await announceChain(target)
        },
      }
    }
    return { result: await signerFor(chainId, dappName).request({ method, params }) }
  }

  async function onRequest(event: unknown) {
    const parsed = requestEvent.safeParse(event)
    if (!parsed.success || !client) return
    const { id, topic, params } = parsed.data
    const chainId = referenceOf(params.chainId) ?? state.chainId
    try {
      const { result, after } = await handleRequest(
        topic,
        params.request.method,
        params.request.params,
        chainId,
      )
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      set({ notice: `Approved ${params.request.method}` })
      await after?.()
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : -32000
      const message = error instanceof Error ? error.message : String(error)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
      set({ notice: code === 4001 ? `Rejected ${params.request.method}` : `Failed: ${message}` })
    } finally {
      set({ request: undefined })
    }
  }

  let proposalEvents = new Map<number, z.infer<typeof proposalEvent>>()

  function onProposal(event: unknown) {
    const parsed = proposalEvent.safeParse(event)
    if (!parsed.success) return
    const { id, params, verifyContext } = parsed.data
    proposalEvents.set(id, parsed.data)
    const requested = [
      ...(params.requiredNamespaces?.eip155?.chains ?? []),
      ...(params.optionalNamespaces?.eip155?.chains ?? []),
    ]
    set({
      proposal: {
        id,
        dappName: params.proposer.metadata.name,
        dappUrl: params.proposer.metadata.url,
        validation: verifyContext?.verified.validation ?? 'UNKNOWN',
        chains: [...new Set(requested)],
      },
      notice: '',
    })
  }

  async function start() {
    try {
      client = await SignClient.init({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: {
          name: 'Demo Mobile Wallet',
          description: 'A stand-in phone wallet of the Portico demo',
          url: location.origin,
          icons: [],
        },
        // Otherwise the client keeps its pairing steps and errors and posts them to
        // WalletConnect's events service on its next start.
        telemetryEnabled: false,
      })
      if (options.verifyUrl) {
        // No option for either in sign-client 2.25 (see core/connectors/walletconnect/verify.ts
        // and verifyAttestation.ts): the wallet's Verify is pointed at the local service.
        Object.assign(client.core.verify, {
          verifyUrlV3: `${options.verifyUrl}/v3`,
          resolve: attestationResolver(options.verifyUrl),
        })
      }
      client.on('session_proposal', onProposal)
      client.on('session_request', (event) => void onRequest(event))
      client.on('session_delete', () => {
        refreshSessions()
        set({ notice: 'The shop disconnected' })
      })
      refreshSessions()
      set({ status: 'ready' })
    } catch (error) {
      set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }

  const started = start()

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Pairs with a `wc:` URI; the proposal arrives as state.proposal. */
    async pair(uri: string) {
      await started
      if (!client) return
      if (!uri.trim().startsWith('wc:')) {
        set({ notice: 'That is not a WalletConnect link: it starts with wc:' })
        return
      }
      try {
        set({ notice: 'Pairing…' })
        await client.pair({ uri: uri.trim() })
      } catch (error) {
        set({ notice: `Pairing failed: ${error instanceof Error ? error.message : String(error)}` })
      }
    },
    /** Approves the proposal on the wallet's current chain (the others are added on a switch). */
    async approveProposal() {
      const proposal = state.proposal
      const event = proposal && proposalEvents.get(proposal.id)
      if (!client || !proposal || !event) return
      // The wallet's current chain if asked for, else the first asked-for chain it knows.
      const known = (caip: string) => options.chains.some((c) => `eip155:${c.chainId}` === caip)
      const current = `eip155:${state.chainId}`
      const chain = proposal.chains.includes(current) ? current : proposal.chains.find(known)
      if (!chain) {
        set({
          proposal: undefined,
          notice: `${proposal.dappName} asked for no network of this wallet`,
        })
        await client.reject({ id: proposal.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        return
      }
      const requested =
        event.params.optionalNamespaces?.eip155 ?? event.params.requiredNamespaces?.eip155
      const { acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: [chain],
            accounts: [`${chain}:${address}`],
            methods: requested?.methods?.length ? requested.methods : METHODS,
            events: requested?.events?.length ? requested.events : EVENTS,
          },
        },
      })
      set({
        proposal: undefined,
        chainId: referenceOf(chain) ?? state.chainId,
        notice: `Connected to ${proposal.dappName}`,
      })
      proposalEvents = new Map()
      await acknowledged()
      refreshSessions()
    },
    async rejectProposal() {
      const proposal = state.proposal
      if (!client || !proposal) return
      set({ proposal: undefined, notice: `Rejected ${proposal.dappName}` })
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    },
    /** The visitor's answer to the request on screen. */
    answer(approved: boolean) {
      decide?.(approved)
      decide = undefined
    },
    /** The visitor picks another network in the wallet: sessions learn it (added if needed). */
    async switchChain(chainId: number) {
      if (!client || chainId === state.chainId) return
      set({ chainId })
      for (const session of client.session.getAll()) await ensureChain(session.topic, chainId)
      refreshSessions()
      await announceChain(chainId)
      set({ notice: `Switched to ${chainName(chainId)}` })
    },
    async disconnect(topic: string) {
      if (!client) return
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      refreshSessions()
      set({ notice: 'Disconnected' })
    },
  }
}

export type MobileWallet = ReturnType<typeof createMobileWallet>
