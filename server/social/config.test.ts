// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { socialConfigFromEnv } from './config'

const entry = {
  name: 'google',
  issuer: 'https://accounts.google.com',
  clientId: 'id.apps.googleusercontent.com',
  clientSecret: 'secret',
}

describe('socialConfigFromEnv', () => {
  it('reads providers with their defaults, and none when nothing is set', async () => {
    expect(await socialConfigFromEnv({}, true)).toBeUndefined()
    const config = await socialConfigFromEnv(
      { PORTICO_AUTH_SOCIAL_PROVIDERS: JSON.stringify([entry]) },
      true,
    )
    expect(config?.providers).toEqual([
      {
        ...entry,
        scopes: ['openid', 'email', 'profile'],
        tokenAuth: 'client_secret_basic',
        responseMode: 'query',
      },
    ])
  })

  it('refuses a provider twice, no secret, an http issuer in production, a lone relay', async () => {
    const providers = (list: object[]) => ({ PORTICO_AUTH_SOCIAL_PROVIDERS: JSON.stringify(list) })
    await expect(socialConfigFromEnv(providers([entry, entry]), true)).rejects.toThrow(
      'google is configured twice',
    )
    await expect(
      socialConfigFromEnv(providers([{ ...entry, clientSecret: undefined }]), true),
    ).rejects.toThrow('clientSecret or clientSecretFile')
    const local = providers([{ ...entry, issuer: 'http://127.0.0.1:5177/google' }])
    await expect(socialConfigFromEnv(local, true)).rejects.toThrow('must be https')
    expect((await socialConfigFromEnv(local, false))?.providers).toHaveLength(1)
    await expect(
      socialConfigFromEnv({ PORTICO_AUTH_FARCASTER_RELAY_URL: 'https://relay.test' }, true),
    ).rejects.toThrow('go together')
  })
})
