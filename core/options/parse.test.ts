import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NETWORK_CATALOGUE, networkSchema, type Network } from '../chains'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletconnect/connector'
import { PorticoError } from '../errors'
import { BROWSER_WALLET_CONNECTOR_ID } from '../wallets/connectorFacts'
import { parseHostOptions } from './parse'
import { resolveOptions } from './resolve'
import { BUILT_IN_CONNECTOR_IDS } from './schema'

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
    const siwx = {
      getNonce: () => 'abcdefgh1',
      addSession: () => undefined,
      getSessions: () => [],
      revokeSession: () => undefined,
    }
    const siweConfig = {
      getNonce: () => 'abcdefgh1',
      createMessage: () => 'message',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    const error = parseError({ networks: ['eip155:1'], siweConfig, siwx })
    expect(error.message).toContain('Cannot set both `siweConfig` and `siwx` options')
    expect(error.details.issues).toHaveLength(1)
    // Each alone is accepted.
    expect(() => parseHostOptions({ networks: ['eip155:1'], siwx })).not.toThrow()
    expect(() => parseHostOptions({ networks: ['eip155:1'], siweConfig })).not.toThrow()
    // Said even beside the options' own issues.
    expect(parseError({ networks: ['eip155:1'], siweConfig: {}, siwx: {} }).message).toContain(
      'Cannot set both `siweConfig` and `siwx` options',
    )
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
    // E-mail login is on by default only with an auth service (endpoints.authService).
    expect(options.features).toMatchObject({
      email: false,
      socials: [],
      swaps: false,
      onramp: true,
    })
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

const LOCAL: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local scan', url: 'https://scan.example.test' } },
}

const provider = { request: () => Promise.resolve(null) }

/** The one issue an option is refused with: its path and message. */
const onlyIssue = (input: unknown) => {
  const error = parseError(input)
  expect(error.code).toBe('INVALID_OPTIONS')
  expect(error.details.issues).toHaveLength(1)
  return error.shortMessage
}

describe('host options that cannot work (issue 11, item 11)', () => {
  const NOT_HTTP = [
    'javascript:alert(1)',
    'data:text/plain,x',
    'file:///etc/passwd',
    'ws://127.0.0.1:5174',
    'ftp://example.test',
  ]

  it('endpoints: only http(s) for the services, only ws(s) for the relay', () => {
    for (const field of ['walletServices', 'blockchainServices', 'analytics']) {
      for (const url of NOT_HTTP) {
        expect(onlyIssue({ networks: ['eip155:1'], endpoints: { [field]: url } })).toBe(
          `Invalid modal options: options.endpoints.${field}: must be an http:// or https:// address`,
        )
      }
    }
    for (const url of ['javascript:alert(1)', 'https://relay.example.test', 'data:,x']) {
      expect(
        onlyIssue({ networks: ['eip155:1'], endpoints: { walletConnectRelay: url } }),
      ).toContain('options.endpoints.walletConnectRelay: must be a ws:// or wss:// address')
    }
  })

  it("a network's RPC and explorer URLs: only http(s)", () => {
    for (const url of NOT_HTTP) {
      expect(
        onlyIssue({ networks: [{ ...LOCAL, rpcUrls: { default: { http: [url] } } }] }),
      ).toContain('options.networks[0].rpcUrls.default.http[0]: must be an http:// or https://')
      expect(
        onlyIssue({
          networks: [{ ...LOCAL, blockExplorers: { default: { name: 'x', url } } }],
        }),
      ).toContain('options.networks[0].blockExplorers.default.url: must be an http:// or https://')
    }
    expect(resolveOptions(parseHostOptions({ networks: [LOCAL] })).networks[0]?.rpcUrls).toEqual(
      LOCAL.rpcUrls,
    )
  })

  it('a defaultNetwork not among networks', () => {
    expect(onlyIssue({ networks: ['eip155:1'], defaultNetwork: 'eip155:8453' })).toBe(
      'Invalid modal options: options.defaultNetwork: "eip155:8453" is not one of networks',
    )
    expect(onlyIssue({ networks: ['eip155:1'], defaultNetwork: LOCAL })).toContain(
      'options.defaultNetwork: "eip155:31337" is not one of networks',
    )
    // The same network, by id or as an object, is among them.
    const byObject = parseHostOptions({ networks: ['eip155:1', LOCAL], defaultNetwork: LOCAL })
    expect(resolveOptions(byObject).defaultNetwork.caipNetworkId).toBe('eip155:31337')
    // An object of the same id stands for the entry of networks: one network, one set of fields.
    const renamed = parseHostOptions({
      networks: [LOCAL],
      defaultNetwork: { ...LOCAL, name: 'Other' },
    })
    expect(resolveOptions(renamed).defaultNetwork.name).toBe('Local')
    const byId = parseHostOptions({
      networks: [LOCAL, 'eip155:8453'],
      defaultNetwork: 'eip155:8453',
    })
    expect(resolveOptions(byId).defaultNetwork.name).toBe('Base')
  })

  it('a network whose id, namespace and CAIP id disagree', () => {
    expect(onlyIssue({ networks: [{ ...LOCAL, id: 1 }] })).toBe(
      'Invalid modal options: options.networks[0].caipNetworkId: must be "eip155:1", the network\'s chainNamespace and id',
    )
    expect(onlyIssue({ networks: [{ ...LOCAL, chainNamespace: 'solana' }] })).toContain(
      'options.networks[0].caipNetworkId: must be "solana:31337"',
    )
    expect(onlyIssue({ defaultNetwork: { ...LOCAL, id: '31338' }, networks: [LOCAL] })).toContain(
      'options.defaultNetwork.caipNetworkId',
    )
  })

  it('the same network twice, by id or as an object', () => {
    expect(onlyIssue({ networks: ['eip155:1', 'eip155:8453', 'eip155:1'] })).toBe(
      'Invalid modal options: options.networks[2]: duplicates networks[0] ("eip155:1")',
    )
    expect(onlyIssue({ networks: [LOCAL, { ...LOCAL, name: 'Again' }] })).toContain(
      'options.networks[1]: duplicates networks[0] ("eip155:31337")',
    )
    const catalogue = NETWORK_CATALOGUE.find((network) => network.caipNetworkId === 'eip155:1')
    expect(onlyIssue({ networks: ['eip155:1', catalogue] })).toContain('options.networks[1]')
  })

  it('the same connector id twice, or the id of a connector of the kit', () => {
    const connector = (id: string) => ({ id, name: id, provider })
    expect(
      onlyIssue({ networks: ['eip155:1'], connectors: [connector('a'), connector('a')] }),
    ).toBe('Invalid modal options: options.connectors[1]: duplicates connectors[0] ("a")')
    for (const id of ['injected', 'walletConnect']) {
      expect(onlyIssue({ networks: ['eip155:1'], connectors: [connector(id)] })).toContain(
        `options.connectors[0]: id "${id}" is taken by one of the kit's own connectors`,
      )
    }
    expect(onlyIssue({ networks: ['eip155:1'], connectors: [connector('')] })).toContain(
      'options.connectors[0]',
    )
    expect(
      parseHostOptions({ networks: ['eip155:1'], connectors: [connector('a'), connector('b')] })
        .connectors,
    ).toHaveLength(2)
  })

  it("the reserved connector ids are the kit's own", () => {
    expect(BUILT_IN_CONNECTOR_IDS).toEqual([
      BROWSER_WALLET_CONNECTOR_ID,
      WALLET_CONNECT_CONNECTOR_ID,
    ])
  })

  it('every catalogue network is a valid network object', () => {
    for (const network of NETWORK_CATALOGUE) {
      expect(networkSchema.safeParse(network).success, network.caipNetworkId).toBe(true)
    }
  })

  it("a host's object whose getters throw is refused as INVALID_OPTIONS, never with the getter's error", () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(parseError(trap).shortMessage).toBe('Invalid modal options: options could not be read')
    const connector = {
      name: 'x',
      provider,
      get id(): string {
        throw new Error('trap')
      },
    }
    expect(parseError({ networks: ['eip155:1'], connectors: [connector] }).message).toContain(
      'options.connectors[0]',
    )
  })
})

describe('any host options (property)', () => {
  const url = fc.oneof(
    fc.webUrl(),
    fc.constantFrom('javascript:alert(1)', 'wss://relay.example.test', 'data:,x', '', 'nope'),
  )
  const network = fc.oneof(
    fc.constantFrom(...NETWORK_CATALOGUE.map((each) => each.caipNetworkId), 'eip155:999999'),
    fc.record({
      id: fc.oneof(fc.nat(), fc.string()),
      caipNetworkId: fc.oneof(
        fc.nat().map((id) => `eip155:${id}`),
        fc.string(),
      ),
      chainNamespace: fc.constantFrom('eip155', 'solana', 'nope'),
      name: fc.string(),
      nativeCurrency: fc.record({ name: fc.string(), symbol: fc.string(), decimals: fc.integer() }),
      rpcUrls: fc.record({ default: fc.record({ http: fc.array(url, { maxLength: 2 }) }) }),
    }),
    fc.anything(),
  )
  const options = fc.record(
    {
      projectId: fc.oneof(fc.string(), fc.anything()),
      networks: fc.oneof(fc.array(network, { maxLength: 4 }), fc.anything()),
      defaultNetwork: network,
      themeMode: fc.oneof(fc.constantFrom('light', 'dark'), fc.anything()),
      themeVariables: fc.oneof(fc.dictionary(fc.string(), fc.anything()), fc.anything()),
      language: fc.oneof(fc.constantFrom('en', 'es', 'de', 'fr'), fc.anything()),
      endpoints: fc.oneof(
        fc.record(
          { walletServices: url, blockchainServices: url, analytics: url, walletConnectRelay: url },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
      connectors: fc.oneof(
        fc.array(
          fc
            .record({ id: fc.constantFrom('a', 'b', 'injected', ''), name: fc.string() })
            .map((each) => ({ ...each, provider })),
          { maxLength: 3 },
        ),
        fc.anything(),
      ),
      features: fc.anything(),
    },
    { requiredKeys: [] },
  )

  it('parse and resolve: options a view can use, or INVALID_OPTIONS; never another error', () => {
    fc.assert(
      fc.property(fc.oneof(options, fc.anything()), (input) => {
        let parsed
        try {
          parsed = parseHostOptions(input)
        } catch (error) {
          expect(error).toBeInstanceOf(PorticoError)
          expect((error as PorticoError).code).toBe('INVALID_OPTIONS')
          return
        }
        const resolved = resolveOptions(parsed)
        const ids = resolved.networks.map((each) => each.caipNetworkId)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids).toContain(resolved.defaultNetwork.caipNetworkId)
        for (const each of resolved.networks) {
          expect(each.caipNetworkId).toBe(`${each.chainNamespace}:${each.id}`)
          for (const rpc of each.rpcUrls.default.http) expect(rpc).toMatch(/^https?:/)
        }
        for (const endpoint of [
          resolved.endpoints.walletServices,
          resolved.endpoints.blockchainServices,
          resolved.endpoints.analytics,
        ]) {
          expect(endpoint).toMatch(/^https?:/)
        }
      }),
      { numRuns: 400 },
    )
  })
})
