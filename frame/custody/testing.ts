// Fakes for custody's tests: an authenticator with PRF (as a CTAP2 hmac-secret authenticator
// computes it: an HMAC under a secret of the credential) and the visitor's answers.
import type { PrfAuthenticator } from './passkey'
import type { RecoverySecrets } from './secrets'

export interface FakeAuthenticator extends PrfAuthenticator {
  /** How many times the visitor touched it. */
  touches: number
}

export function fakeAuthenticator({ prfAtCreate = true } = {}): FakeAuthenticator {
  const secrets = new Map<string, CryptoKey>()
  const idOf = (bytes: Uint8Array) => Array.from(bytes).join(',')
  const prf = async (credentialId: Uint8Array, salt: Uint8Array) => {
    const secret = secrets.get(idOf(credentialId))
    if (!secret) throw new DOMException('Unknown credential', 'NotAllowedError')
    return new Uint8Array(await crypto.subtle.sign('HMAC', secret, salt.slice().buffer))
  }
  const fake: FakeAuthenticator = {
    touches: 0,
    async create({ prfSalt }) {
      fake.touches += 1
      const credentialId = crypto.getRandomValues(new Uint8Array(16))
      secrets.set(
        idOf(credentialId),
        await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
      )
      return { credentialId, prfOutput: prfAtCreate ? await prf(credentialId, prfSalt) : undefined }
    },
    async evaluate({ credentialId, prfSalt }) {
      fake.touches += 1
      return prf(credentialId, prfSalt)
    },
  }
  return fake
}

/** The visitor's answers, in order; `asked` records each question. */
export function scriptedSecrets(answers: {
  choice?: Awaited<ReturnType<RecoverySecrets['choose']>>
  passwords?: string[]
}): RecoverySecrets & { asked: string[] } {
  const passwords = [...(answers.passwords ?? [])]
  const asked: string[] = []
  return {
    asked,
    async choose() {
      asked.push('choose')
      if (!answers.choice) throw new Error('the visitor cancelled')
      return answers.choice
    },
    async password({ attempt }) {
      asked.push(`password ${attempt}`)
      const next = passwords.shift()
      if (next === undefined) throw new Error('the visitor cancelled')
      return next
    },
    async confirmPasskey({ attempt }) {
      asked.push(`passkey ${attempt}`)
    },
  }
}
