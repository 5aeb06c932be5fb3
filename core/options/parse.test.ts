import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors'
import { parseHostOptions } from './parse'
import { resolveOptions } from './resolve'

const parseError = (input: unknown): PorticoError => {
  try {
    parseHostOptions(input)
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('expected the options to be rejected')
}

describe('host options', () => {
  it('accepts catalogue ids and resolves them to networks', () => {
    const options = resolveOptions(
      parseHostOptions({ projectId: 'p', networks: ['eip155:1', 'eip155:8453'] }),
    )
    expect(options.networks.map((network) => network.name)).toEqual(['Ethereum', 'Base'])
    expect(options.defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(options.namespaces).toEqual(['eip155'])
    expect(options.themeMode).toBe('light')
  })

  it('accepts a full network object', () => {
    const local = {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    const options = resolveOptions(parseHostOptions({ networks: [local] }))
    expect(options.networks[0]?.name).toBe('Local')
    expect(options.projectId).toBeUndefined()
  })

  it('names an unknown network id by its position', () => {
    const error = parseError({ projectId: 'p', networks: ['eip155:1', 'eip155:999999'] })
    expect(error.code).toBe('INVALID_OPTIONS')
    expect(error.message).toContain('options.networks[1]')
    expect(error.message).toContain('eip155:999999')
  })

  it('requires at least one network', () => {
    expect(parseError({ projectId: 'p', networks: [] }).message).toContain('options.networks')
    expect(parseError({ projectId: 'p' }).message).toContain('options.networks')
  })

  it('names a bad nested field', () => {
    expect(parseError({ networks: ['eip155:1'], themeMode: 'blue' }).message).toContain(
      'options.themeMode',
    )
    expect(parseError({ networks: ['eip155:1'], features: { email: 'yes' } }).message).toContain(
      'options.features.email',
    )
    expect(
      parseError({ networks: ['eip155:1'], endpoints: { analytics: 'not a url' } }).message,
    ).toContain('options.endpoints.analytics')
    expect(parseError({ networks: [{ caipNetworkId: 'eip155:5', name: 'x' }] }).message).toContain(
      'options.networks[0]',
    )
  })

  it('refuses siweConfig and siwx together with the text of SPEC §5', () => {
    const error = parseError({ networks: ['eip155:1'], siweConfig: {}, siwx: {} })
    expect(error.message).toContain('Cannot set both `siweConfig` and `siwx` options')
  })

  it('refuses a plugin that is not a definition or an entry', () => {
    expect(parseError({ networks: ['eip155:1'], plugins: [{}] }).message).toContain(
      'options.plugins[0]',
    )
  })

  it('lists every bad field at once', () => {
    const error = parseError({ networks: [], themeMode: 'blue' })
    expect(error.message).toContain('options.networks')
    expect(error.message).toContain('options.themeMode')
    expect(error.details.issues).toHaveLength(2)
  })

  it('fills feature defaults and strips trailing slashes from endpoints', () => {
    const options = resolveOptions(
      parseHostOptions({
        networks: ['eip155:1'],
        features: { socials: false, swaps: false },
        endpoints: { walletServices: 'http://127.0.0.1:5174/' },
      }),
    )
    expect(options.features).toMatchObject({ email: true, socials: [], swaps: false, onramp: true })
    expect(options.endpoints.walletServices).toBe('http://127.0.0.1:5174')
    expect(options.endpoints.walletConnectRelay).toBeUndefined()
  })

  it('takes a WalletConnect relay of the host only as a ws:// or wss:// address', () => {
    const options = resolveOptions(
      parseHostOptions({
        networks: ['eip155:1'],
        endpoints: { walletConnectRelay: 'wss://relay.example.test' },
      }),
    )
    expect(options.endpoints.walletConnectRelay).toBe('wss://relay.example.test')
    const error = parseError({
      networks: ['eip155:1'],
      endpoints: { walletConnectRelay: 'https://relay.example.test' },
    })
    expect(error.message).toContain('options.endpoints.walletConnectRelay')
    expect(error.message).toContain('must be a ws:// or wss:// address')
  })
})
