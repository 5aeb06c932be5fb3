import * as z from 'zod/mini'

/**
 * The shapes the local services answer with that are not the kit's own. The history call
 * (`GET /v1/account/{account}/history`) is answered with the activity plugin's schema, so the
 * services cannot drift from what the kit parses.
 */
export {
  historyResponseSchema,
  historyTransactionSchema,
  historyTransferSchema,
  type HistoryResponse,
  type HistoryTransaction,
} from '../../plugins/activity/schemas'

/** The body of every 4xx/5xx answer of the local services. */
export const errorBodySchema = z.object({ error: z.string() })
