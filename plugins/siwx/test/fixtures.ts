// Fixtures for the siwx plugin's suites, on top of `portico/testing`; only tests import this
// folder, and the library build leaves it out.
import type { SiwxConfig, SiwxSession } from 'portico'
import { createFakeWallet, type FakeProvider } from 'portico/testing'
import { hexToString, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'

// The chunks sign-in loads on demand, loaded up front: a test file must not end while one of
// them is still being imported.
await Promise.all([import('../index'), import('../views/SIWXSignMessage')])

/** anvil's development key 0: public, worthless outside a local chain. */
export const SIGNER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
/** Anvil's development key 1, a second account of the same wallet. */
export const OTHER_SIGNER = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b4690d5',
)

export const NONCE = 'n0nce4Test0001'

/**
 * A wallet holding SIGNER (and OTHER_SIGNER second) that signs `personal_sign` for real, on
 * chain 1 (and Base, 8453, known too).
 */
export function signingWallet(): FakeProvider {
  const wallet = createFakeWallet({
    accounts: [SIGNER.address, OTHER_SIGNER.address],
    chainId: 1,
    knownChainIds: [1, 8453],
  })
  wallet.respond('personal_sign', async (params: unknown) => {
    const [message] = params as [unknown, unknown]
    if (typeof message !== 'string' || !isHex(message)) throw new Error('not a hex message')
    return SIGNER.signMessage({ message: { raw: message as Hex } })
  })
  return wallet
}

/** The text the wallet was last asked to sign. */
export function signedText(wallet: FakeProvider): string {
  const [message] = (wallet.paramsOf('personal_sign').at(-1) ?? []) as [Hex]
  return hexToString(message)
}

/**
 * A host's `siwx` config in memory, as a server would keep it: nonces from `getNonce`,
 * sessions added by `addSession` (each call spied on), `overrides` for any member.
 */
export function hostSiwx(overrides: Partial<SiwxConfig> = {}) {
  const sessions: SiwxSession[] = []
  const config = {
    getNonce: vi.fn(async () => NONCE),
    addSession: vi.fn(async (session: SiwxSession) => {
      sessions.push(session)
    }),
    getSessions: vi.fn(async (chainId: string, address: string) =>
      sessions.filter(
        (session) =>
          session.data.chainId === chainId &&
          session.data.address.toLowerCase() === address.toLowerCase(),
      ),
    ),
    revokeSession: vi.fn(async (chainId: string, address: string) => {
      const kept = sessions.filter(
        (session) =>
          session.data.chainId !== chainId ||
          session.data.address.toLowerCase() !== address.toLowerCase(),
      )
      sessions.splice(0, sessions.length, ...kept)
    }),
    statement: 'Sign in to the test shop.',
    ...overrides,
  } satisfies SiwxConfig
  return { config, sessions }
}
