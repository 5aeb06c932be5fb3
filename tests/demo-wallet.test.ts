import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { Approver } from '../demo/wallet/approvals'
import { promptApprover } from '../demo/wallet/approvals'
import type { DEMO_WALLET_INFO } from '../demo/wallet/announce'
import { announceDemoWallet } from '../demo/wallet/announce'
import { createDemoWallet } from '../demo/wallet/provider'
import { rpcHandlers, setupServiceServer, TEST_RPC_URL } from 'portico/testing'

const server = setupServiceServer()

// Anvil's well-known first development key: public, for local chains only.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chains = [
  { chainId: 31337, name: 'Local Mainnet', rpcUrl: TEST_RPC_URL },
  { chainId: 31338, name: 'Local Base', rpcUrl: 'http://127.0.0.1:4021' },
]

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function wallet(approve: Approver = async () => true, storage = memoryStorage()) {
  return createDemoWallet({ account, chains, approve, storage })
}

describe('Demo Wallet', () => {
  it('asks before connecting, and remembers the grant like an extension', async () => {
    const approve = vi.fn<Approver>(async () => true)
    const storage = memoryStorage()
    const first = wallet(approve, storage)
    expect(await first.request({ method: 'eth_accounts' })).toEqual([])
    expect(await first.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(approve).toHaveBeenCalledTimes(1)
    // A reload: the same storage, no new prompt.
    const reloaded = wallet(approve, storage)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([account.address])
    await reloaded.request({ method: 'eth_requestAccounts' })
    expect(approve).toHaveBeenCalledTimes(1)
  })

  it('answers a rejection with 4001', async () => {
    await expect(
      wallet(async () => false).request({ method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('switches between its chains with chainChanged, and refuses others with 4902', async () => {
    const demo = wallet()
    const changed = vi.fn()
    demo.on('chainChanged', changed)
    expect(await demo.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await demo.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changed).toHaveBeenCalledWith('0x7a6a')
    expect(await demo.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(
      demo.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('stays on the chain it was switched to across a reload', async () => {
    const storage = memoryStorage()
    await wallet(async () => true, storage).request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await wallet(async () => true, storage).request({ method: 'eth_chainId' })).toBe(
      '0x7a6a',
    )
  })

  it('signs with the devnet account after approval', async () => {
    const signature = await wallet().request({
      method: 'personal_sign',
      params: ['hello', account.address],
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it("forwards reads to the current chain's node", async () => {
    server.use(rpcHandlers.node({ eth_getBalance: () => ({ result: '0xde0b6b3a7640000' }) }))
    expect(
      await wallet().request({ method: 'eth_getBalance', params: [account.address, 'latest'] }),
    ).toBe('0xde0b6b3a7640000')
  })

  it('announces itself through EIP-6963 as Demo Wallet', () => {
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const stop = announceDemoWallet(wallet())
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(seen).toHaveLength(2)
    expect((seen[0] as { info: typeof DEMO_WALLET_INFO }).info.rdns).toBe(
      'dev.localstack.demowallet',
    )
  })

  it('prompts in the page with Approve and Reject, one request at a time', async () => {
    const approver = promptApprover(document)
    const first = approver({ method: 'personal_sign', summary: 'Sign a message' })
    const second = approver({ method: 'eth_sendTransaction', summary: 'Send 1 ETH' })
    const prompt = () => document.querySelector('[role="alertdialog"]')
    await vi.waitFor(() => expect(prompt()?.textContent).toContain('Sign a message'))
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1)
    ;[...(prompt()?.querySelectorAll('button') ?? [])]
      .find((b) => b.textContent === 'Approve')
      ?.click()
    expect(await first).toBe(true)
    await vi.waitFor(() => expect(prompt()?.textContent).toContain('Send 1 ETH'))
    ;[...(prompt()?.querySelectorAll('button') ?? [])]
      .find((b) => b.textContent === 'Reject')
      ?.click()
    expect(await second).toBe(false)
  })
})
