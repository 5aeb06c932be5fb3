// Fixtures for the names plugin's suites, on top of `portico/testing`; only tests import this
// folder, and the library build leaves it out.
import type { ModalOptions, PorticoModal } from 'portico'
import { createFakeWallet, createTestModal, type FakeProvider } from 'portico/testing'
import { hexToString, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { names } from '../entry'

// The chunks the plugin loads on demand, loaded up front: a test file must not end while one
// of them is still being imported.
await Promise.all([
  import('../index'),
  import('../views/RegisterAccountName'),
  import('../views/RegisterAccountNameSuccess'),
])

/** The key of the account that registers names in the suites (a well-known development key). */
export const OWNER = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

/** Another account, holding names the owner cannot take. */
export const OTHER = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)

/**
 * A wallet holding `OWNER` whose `personal_sign` signs for real (`signer` may be another
 * key, to make a signature that does not match the address).
 */
export function signingWallet(signer = OWNER): FakeProvider {
  return createFakeWallet({ accounts: [OWNER.address] }).respond(
    'personal_sign',
    (params: unknown) => {
      const [message] = params as [Hex, string]
      // The adapter sends the UTF-8 message as hex; either form is what the key signs.
      return signer.signMessage({ message: { raw: message } })
    },
  )
}

/** The message the wallet was asked to sign, as text. */
export const signedText = (wallet: FakeProvider): string[] =>
  wallet.paramsOf('personal_sign').map((params) => hexToString((params as [Hex])[0]))

/** A modal with the names plugin beside the built-in ones, its UI on. */
export const namesModal = (options: Partial<ModalOptions> = {}): PorticoModal =>
  createTestModal(options, { plugins: [names] })
