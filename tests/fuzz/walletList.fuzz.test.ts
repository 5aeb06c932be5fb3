// Fuzz: the wallet explorer's response (core/wallets/schemas.ts, `GET /getWallets`), as a
// schema and as the call the wallet lists make.
import * as fc from 'fast-check'
import { describe, it } from 'vitest'
import { injectWalletEndpoints } from '../../core/wallets/endpoints'
import { getWalletsResponseSchema } from '../../core/wallets/schemas'
import { trickyNumber } from './arbitraries'
import { quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { answeringModal, endpointProperty, schemaProperty } from './services'
import { walletListItem } from './shapes'

quietConsole()

const wallets = fc.record({
  data: fc.array(walletListItem, { maxLength: 5 }),
  count: fc.oneof(fc.nat(), trickyNumber.filter(Number.isFinite)),
})

describe('fuzz: wallet explorer response', () => {
  it(
    'getWallets: safeParse never throws',
    () => {
      fc.assert(schemaProperty(getWalletsResponseSchema, wallets), fuzzParameters())
    },
    fuzzTimeout(),
  )

  it(
    'GET /getWallets: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/getWallets')
      const api = injectWalletEndpoints(service.apis.walletServices)
      await fc.assert(
        endpointProperty(service, wallets, getWalletsResponseSchema, ({ modal }, run) =>
          modal.store.dispatch(
            api.endpoints.getWallets.initiate(
              { page: run, entries: 40 },
              { subscribe: false, forceRefetch: true },
            ),
          ),
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
