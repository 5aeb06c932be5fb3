// Fakes for custody's tests: an authenticator with PRF (as a CTAP2 hmac-secret authenticator
// computes it: an HMAC under a secret of the credential) and the visitor's answers.
import type { PrfAuthenticator } from './passkey'
import { recoveryCancelled } from './custody'
import type { RecoverySecretChoice, RecoverySecrets } from './secrets'

export interface FakeAuthenticator extends PrfAuthenticator {
  /** How many times the visitor touched it. */
  touches: number
  /** What the next calls fail with, in order (the visitor closed the prompt, and so on). */
  failures: Error[]
  /** The user name of each passkey made, in order (what the authenticator lists it by). */
  userNames: string[]
}

export function fakeAuthenticator({
  prfAtCreate = true,
  available = true,
} = {}): FakeAuthenticator {
  const secrets = new Map<string, CryptoKey>()
  const idOf = (bytes: Uint8Array) => Array.from(bytes).join(',')
  const prf = async (credentialId: Uint8Array, salt: Uint8Array) => {
    const secret = secrets.get(idOf(credentialId))
    if (!secret) throw new DOMException('Unknown credential', 'NotAllowedError')
    return new Uint8Array(await crypto.subtle.sign('HMAC', secret, salt.slice().buffer))
  }
  const fake: FakeAuthenticator = {
    touches: 0,
    failures: [],
    userNames: [],
    available: async () => available,
    async create({ userName, prfSalt }) {
      fake.touches += 1
      fake.userNames.push(userName)
      const failure = fake.failures.shift()
      if (failure) throw failure
      const credentialId = crypto.getRandomValues(new Uint8Array(16))
      secrets.set(
        idOf(credentialId),
        await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
      )
      return { credentialId, prfOutput: prfAtCreate ? await prf(credentialId, prfSalt) : undefined }
    },
    async evaluate({ credentialId, prfSalt }) {
      fake.touches += 1
      const failure = fake.failures.shift()
      if (failure) throw failure
      return prf(credentialId, prfSalt)
    },
  }
  return fake
}

/**
 * The visitor's answers, in order; `asked` records each question and `contexts` what each
 * choose was told. `choice` answers every choose; `choices` answers them one by one.
 */
export function scriptedSecrets(answers: {
  choice?: RecoverySecretChoice
  choices?: RecoverySecretChoice[]
  passwords?: string[]
}): RecoverySecrets & {
  asked: string[]
  contexts: Array<Parameters<RecoverySecrets['choose']>[0]>
} {
  const passwords = [...(answers.passwords ?? [])]
  const choices = [...(answers.choices ?? [])]
  const asked: string[] = []
  const contexts: Array<Parameters<RecoverySecrets['choose']>[0]> = []
  return {
    asked,
    contexts,
    async choose(context) {
      asked.push(context.problem ? `choose after ${context.problem}` : 'choose')
      contexts.push(context)
      const choice = choices.shift() ?? answers.choice
      if (!choice) throw recoveryCancelled()
      return choice
    },
    async password({ attempt }) {
      asked.push(`password ${attempt}`)
      const next = passwords.shift()
      if (next === undefined) throw recoveryCancelled()
      return next
    },
    async confirmPasskey({ attempt, problem }) {
      asked.push(problem ? `passkey ${attempt} after ${problem}` : `passkey ${attempt}`)
    },
  }
}
