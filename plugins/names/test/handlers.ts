// The name service in msw for the names plugin's suites: requests and answers parsed with the
// plugin's production schemas, signatures verified with viem as the service verifies them.
import { http, HttpResponse } from 'msw'
import { TEST_ENDPOINTS, validated } from 'portico/testing'
import { verifyMessage, type Address, type Hex } from 'viem'
import {
  nameHolderSchema,
  nameSuggestionsSchema,
  registrationMessageSchema,
  registrationRequestSchema,
  reverseNamesSchema,
} from '../schemas'
import { nameIssue } from '../rules'

const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`

/** What the suites see of the service: the names it keeps and the calls it was asked. */
export interface NameService {
  /** Name -> address, lower case. */
  names: Map<string, string>
  lookups: string[]
  registrations: Array<{ address: string; message: string }>
}

/** A service knowing `names` (name -> address). */
export const nameService = (names: Record<string, string> = {}): NameService => ({
  names: new Map(Object.entries(names)),
  lookups: [],
  registrations: [],
})

/** Suggestions for `name`: the name with a few endings, each with whether it is held. */
export const suggestionsFor = (service: NameService, name: string) =>
  ['', '-1', '-hq', 'x'].map((ending) => {
    const suggested = `${name}${ending}`
    return { name: suggested, registered: service.names.has(suggested) }
  })

/**
 * The four profile calls answered from `service`; `register` overrides the registration's
 * answer (a failure status, say) before the signature is checked.
 */
export function nameHandlers(
  service: NameService,
  { register }: { register?: () => Response | undefined } = {},
) {
  return [
    http.get(bs('/v1/profile/account/:name'), ({ params }) => {
      const name = String(params.name).toLowerCase()
      service.lookups.push(name)
      const address = service.names.get(name)
      if (!address) return new HttpResponse(null, { status: 404 })
      return validated(nameHolderSchema, { name, address })
    }),
    http.get(bs('/v1/profile/suggestions/:name'), ({ params }) => {
      const name = String(params.name).toLowerCase()
      const suggestions = suggestionsFor(service, name).filter(
        (entry) => nameIssue(entry.name) === undefined,
      )
      return validated(nameSuggestionsSchema, { suggestions })
    }),
    http.get(bs('/v1/profile/reverse/:address'), ({ params }) => {
      const address = String(params.address).toLowerCase()
      const held = [...service.names]
        .filter(([, holder]) => holder.toLowerCase() === address)
        .map(([name, holder]) => ({ name, address: holder }))
      return validated(reverseNamesSchema, held)
    }),
    http.post(bs('/v1/profile/account'), async ({ request }) => {
      const body = registrationRequestSchema.parse(await request.json())
      service.registrations.push({ address: body.address, message: body.message })
      const scripted = register?.()
      if (scripted) return scripted
      const message = registrationMessageSchema.safeParse(JSON.parse(body.message))
      if (!message.success) return new HttpResponse(null, { status: 400 })
      const valid = await verifyMessage({
        address: body.address as Address,
        message: body.message,
        signature: body.signature as Hex,
      })
      if (!valid) return new HttpResponse(null, { status: 401 })
      const holder = service.names.get(message.data.name)
      if (holder && holder.toLowerCase() !== body.address.toLowerCase()) {
        return new HttpResponse(null, { status: 409 })
      }
      service.names.set(message.data.name, body.address)
      return validated(nameHolderSchema, { name: message.data.name, address: body.address })
    }),
  ]
}
