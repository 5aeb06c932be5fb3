import * as z from 'zod/mini'

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:8453`. */
const CAIP_NETWORK_ID = /^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/
export const caipNetworkIdSchema = z
  .string()
  .check(z.refine((value) => CAIP_NETWORK_ID.test(value), 'must be a CAIP-2 id such as "eip155:1"'))
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * CAIP-2 in its general form: any namespace, also those the kit does not support. For what
 * services send (wallet chains, balances, history): an entry of an ecosystem the kit ignores
 * must not fail the whole answer.
 */
export const ANY_CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
export const anyCaipNetworkIdSchema = z
  .string()
  .check(
    z.refine((value) => ANY_CAIP_NETWORK_ID.test(value), 'must be a CAIP-2 id such as "eip155:1"'),
  )

// Checked with refinements rather than z.url() and z.int(): these schemas are parsed on the
// host page before the modal opens, where every kB of zod counts (DESIGN §7).
const absoluteUrl = z
  .string()
  .check(z.refine((value) => URL.canParse(value), 'must be an absolute URL'))

/** An absolute URL whose scheme matches `protocol` (`javascript:` and `data:` never do). */
const urlOf = (protocol: RegExp, message: string) =>
  z
    .string()
    .check(
      z.refine((value) => URL.canParse(value) && protocol.test(new URL(value).protocol), message),
    )

/** Where the kit sends requests or links the visitor: a service, a node, a block explorer. */
export const httpUrl = urlOf(/^https?:$/, 'must be an http:// or https:// address')
/** A WebSocket endpoint: the WalletConnect relay. */
export const wsUrl = urlOf(/^wss?:$/, 'must be a ws:// or wss:// address')

const currencySchema = z.object({
  name: z.string().check(z.minLength(1)),
  symbol: z.string().check(z.minLength(1)),
  decimals: z
    .number()
    .check(
      z.refine((value) => Number.isInteger(value) && value >= 0, 'must be a whole number ≥ 0'),
    ),
})

const urlListSchema = z.object({ http: z.array(httpUrl).check(z.minLength(1)) })

/**
 * A network the kit can connect to. Its CAIP-2 id is its namespace and id (`eip155` and `1`:
 * `eip155:1`): a network whose fields disagree would be looked up under one and sent to the
 * wallet under the other.
 */
export const networkSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: z.enum(CHAIN_NAMESPACES),
    name: z.string().check(z.minLength(1)),
    nativeCurrency: currencySchema,
    rpcUrls: z.object({ default: urlListSchema }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: httpUrl }) })),
    assets: z.optional(
      z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) }),
    ),
    testnet: z.optional(z.boolean()),
  })
  .check((ctx) => {
    const { id, chainNamespace, caipNetworkId } = ctx.value
    if (caipNetworkId !== `${chainNamespace}:${id}`) {
      ctx.issues.push({
        code: 'custom',
        // Not an abort: a union (a catalogue id or a network) reports this branch's issue.
        continue: true,
        input: caipNetworkId,
        path: ['caipNetworkId'],
        message: `must be "${chainNamespace}:${id}", the network's chainNamespace and id`,
      })
    }
  })

export { absoluteUrl }

export type Network = z.infer<typeof networkSchema> & { caipNetworkId: CaipNetworkId }
