// @vitest-environment node
// portico/server's verifySignIn against a real devnet node (anvil, demo/devnet): EOA
// signatures, an EIP-1271 contract wallet deployed from tests/siwx/OwnerWallet.sol, an
// EIP-6492 one not deployed yet (its factory, tests/siwx/OwnerWalletFactory.sol, is), both
// compiled with the solc npm package as demo/devnet/compile.mjs compiles the demo's tokens, and
// each way a sign-in is refused. Real network traffic, to 127.0.0.1 only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  hashMessage,
  http,
  keccak256,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain, startDevnet, type Devnet } from '../../demo/devnet/start.mjs'
import { createNonce, verifySignIn } from 'portico/server'
import { freePort } from '../support/freePort'

const here = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const solc = require('solc') as { compile(input: string): string }

// anvil's well-known development keys 0 and 1: public, worthless outside a local chain.
const owner = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const stranger = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b4690d5',
)

const DOMAIN = 'shop.example:8443'
const NOW = new Date('2026-01-02T03:04:05.000Z')

interface Compiled {
  abi: Abi
  bytecode: Hex
}

const SOURCES = ['OwnerWallet', 'OwnerWalletFactory'] as const

/** OwnerWallet's and its factory's abi and creation code, compiled now. */
function compileWallets(): Record<(typeof SOURCES)[number], Compiled> {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      SOURCES.map((name) => [
        `${name}.sol`,
        { content: readFileSync(path.join(here, `${name}.sol`), 'utf8') },
      ]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled = (name: (typeof SOURCES)[number]): Compiled => {
    const contract = output.contracts[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`solc gave no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return {
    OwnerWallet: compiled('OwnerWallet'),
    OwnerWalletFactory: compiled('OwnerWalletFactory'),
  }
}

let devnet: Devnet | undefined
let wallet1271: Address | undefined
let compiled: ReturnType<typeof compileWallets> | undefined
let factory: Address | undefined

const started = () => {
  if (!devnet) throw new Error('the devnet did not start')
  const [mainnet, base] = devnet.chains
  if (!mainnet || !base) throw new Error('the devnet has no two chains')
  return { mainnet, base }
}

const clientOf = (chain: Devnet['chains'][number]) =>
  createPublicClient({ chain: devnetChain(chain), transport: http(chain.rpcUrl) })

beforeAll(async () => {
  devnet = await startDevnet({ mainnetPort: await freePort(), basePort: await freePort() })
  const { mainnet } = started()
  compiled = compileWallets()
  const deployer = createWalletClient({
    account: owner,
    chain: devnetChain(mainnet),
    transport: http(mainnet.rpcUrl),
  })
  const deployed = async (contract: Compiled, args: readonly unknown[]) => {
    const hash = await deployer.deployContract({ ...contract, args })
    const receipt = await clientOf(mainnet).waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('a contract was not deployed')
    return getAddress(receipt.contractAddress)
  }
  wallet1271 = await deployed(compiled.OwnerWallet, [owner.address])
  factory = await deployed(compiled.OwnerWalletFactory, [])
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

/** An EIP-4361 message as the kit writes it (viem's createSiweMessage), with overrides. */
function message(fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    address: owner.address,
    chainId: started().mainnet.chainId,
    version: '1',
    nonce: 'abcdef12345678',
    issuedAt: new Date('2026-01-02T03:00:00.000Z'),
    statement: 'Sign in to the demo shop.',
    ...fields,
  })
}

describe('verifySignIn', () => {
  it('accepts a message the account signed, and says who signed in until when', async () => {
    const text = message({ expirationTime: new Date('2026-01-02T04:00:00.000Z') })
    const result = await verifySignIn({
      message: text,
      signature: await owner.signMessage({ message: text }),
      nonce: 'abcdef12345678',
      domain: DOMAIN,
      client: clientOf(started().mainnet),
      time: NOW,
    })
    expect(result).toEqual({
      ok: true,
      address: owner.address,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      domain: DOMAIN,
      uri: `https://${DOMAIN}`,
      nonce: 'abcdef12345678',
      issuedAt: new Date('2026-01-02T03:00:00.000Z'),
      expirationTime: new Date('2026-01-02T04:00:00.000Z'),
      notBefore: undefined,
      statement: 'Sign in to the demo shop.',
    })
  })

  const refusal = async (
    text: string,
    overrides: { nonce?: string; domain?: string; signature?: Hex; chain?: 'base' } = {},
  ) => {
    const result = await verifySignIn({
      message: text,
      signature: overrides.signature ?? (await owner.signMessage({ message: text })),
      nonce: overrides.nonce ?? 'abcdef12345678',
      domain: overrides.domain ?? DOMAIN,
      client: clientOf(started()[overrides.chain ?? 'mainnet']),
      time: NOW,
    })
    if (result.ok) throw new Error('the sign-in was accepted')
    return result.error
  }

  it('refuses a message for another site', async () => {
    expect(await refusal(message(), { domain: 'evil.example' })).toBe('WRONG_DOMAIN')
  })

  it('refuses a nonce this server did not issue', async () => {
    expect(await refusal(message(), { nonce: 'zzzzzzzz9999' })).toBe('WRONG_NONCE')
  })

  it('refuses an expired message', async () => {
    const text = message({ expirationTime: new Date('2026-01-02T03:04:05.000Z') })
    expect(await refusal(text)).toBe('EXPIRED')
  })

  it('refuses a message before its not-before time', async () => {
    const text = message({ notBefore: new Date('2026-01-02T03:04:06.000Z') })
    expect(await refusal(text)).toBe('NOT_YET_VALID')
  })

  it("refuses a message for another network than the client's", async () => {
    expect(await refusal(message(), { chain: 'base' })).toBe('WRONG_CHAIN')
  })

  it("refuses another account's signature", async () => {
    const text = message()
    expect(await refusal(text, { signature: await stranger.signMessage({ message: text }) })).toBe(
      'BAD_SIGNATURE',
    )
  })

  it('refuses a signed message changed afterwards, and text that is no EIP-4361', async () => {
    const text = message()
    const signature = await owner.signMessage({ message: text })
    expect(
      await refusal(text.replace('Sign in to the demo shop.', 'Sign in to the demo shop!'), {
        signature,
      }),
    ).toBe('BAD_SIGNATURE')
    expect(await refusal(`${text}\nExtra: line`, { signature })).toBe('INVALID_MESSAGE')
    expect(await refusal('hello', { signature })).toBe('INVALID_MESSAGE')
  })

  it('accepts an EIP-1271 contract wallet signed for by its owner, and refuses a stranger', async () => {
    if (!wallet1271) throw new Error('no contract wallet')
    const text = message({ address: wallet1271 })
    const hash = hashMessage(text)
    const result = await verifySignIn({
      message: text,
      signature: await owner.sign({ hash }),
      nonce: 'abcdef12345678',
      domain: DOMAIN,
      client: clientOf(started().mainnet),
      time: NOW,
    })
    expect(result).toMatchObject({ ok: true, address: wallet1271 })
    expect(await refusal(text, { signature: await stranger.sign({ hash }) })).toBe('BAD_SIGNATURE')
  })

  describe('an EIP-6492 smart account, not deployed yet', () => {
    const SALT = keccak256(new TextEncoder().encode('portico sign-in suite'))

    /** The factory's call that would deploy `owner`'s account, and where the account will be. */
    function counterfactual(accountOwner: Address) {
      if (!compiled || !factory) throw new Error('the factory was not deployed')
      const initCode = concat([
        compiled.OwnerWallet.bytecode,
        encodeAbiParameters([{ type: 'address' }], [accountOwner]),
      ])
      const address = getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: SALT,
        bytecodeHash: keccak256(initCode),
      })
      const data = encodeFunctionData({
        abi: compiled.OwnerWalletFactory.abi,
        functionName: 'deploy',
        args: [accountOwner, SALT],
      })
      return { factory, address, data }
    }

    /** The account's signature of `text` as a wallet answers it: wrapped for EIP-6492. */
    const wrapped = async (
      account: ReturnType<typeof counterfactual>,
      signer: typeof owner,
      text: string,
    ) =>
      serializeErc6492Signature({
        address: account.factory,
        data: account.data,
        signature: await signer.sign({ hash: hashMessage(text) }),
      })

    it('accepts a signature its owner made, without deploying the account', async () => {
      const account = counterfactual(owner.address)
      const client = clientOf(started().mainnet)
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      const text = message({ address: account.address })
      const result = await verifySignIn({
        message: text,
        signature: await wrapped(account, owner, text),
        nonce: 'abcdef12345678',
        domain: DOMAIN,
        client,
        time: NOW,
      })
      expect(result).toMatchObject({ ok: true, address: account.address })
      // Checked by simulation on the node: the account is still only counterfactual.
      expect(await client.getCode({ address: account.address })).toBeUndefined()
    })

    it("refuses a stranger's signature, and an account deployed for another owner", async () => {
      const account = counterfactual(owner.address)
      const text = message({ address: account.address })
      expect(await refusal(text, { signature: await wrapped(account, stranger, text) })).toBe(
        'BAD_SIGNATURE',
      )
      // The stranger's own account would be elsewhere: its factory call proves nothing here.
      const strangers = counterfactual(stranger.address)
      expect(strangers.address).not.toBe(account.address)
      expect(await refusal(text, { signature: await wrapped(strangers, stranger, text) })).toBe(
        'BAD_SIGNATURE',
      )
    })
  })

  it('makes nonces of 96 letters and digits, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{96}$/)
  })
})
