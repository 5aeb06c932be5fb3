import * as z from 'zod/mini'
import { PorticoError, type WalletHandle } from 'portico/plugin'

/** How often the node is asked whether a transaction is mined, and for how long at most. */
export const RECEIPT_POLL_MS = 500
export const RECEIPT_TIMEOUT_MS = 120_000

// Only what the swap reads of a receipt (the rest is the node's business): the receipt, or null
// while not mined. A refinement and z.custom rather than z.regex() and z.nullable(): every zod
// class the kit uses joins the zod chunk in the host page's first download.
const receiptSchema = z.union([
  z.object({
    status: z.string().check(z.refine((value) => /^0x[01]$/.test(value), 'must be 0x0 or 0x1')),
  }),
  z.custom<null>((value) => value === null, 'must be a receipt or null'),
])

/**
 * Waits until the transaction is mined, asking the node through the wallet
 * (`eth_getTransactionReceipt`); resolves whether it succeeded. The approval must be mined
 * before the swap is built, or the swap would spend an allowance the chain does not have yet.
 * @throws PorticoError `RECEIPT_TIMEOUT` when it is not mined within RECEIPT_TIMEOUT_MS,
 *   `INVALID_WALLET_RESPONSE` for an answer that is no receipt.
 */
export async function waitForReceipt(
  wallet: Pick<WalletHandle, 'request'>,
  hash: string,
  { pollMs = RECEIPT_POLL_MS, timeoutMs = RECEIPT_TIMEOUT_MS } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    const parsed = receiptSchema.safeParse(answer)
    if (!parsed.success)
      throw new PorticoError(
        'INVALID_WALLET_RESPONSE',
        'eth_getTransactionReceipt answered no receipt',
        {
          hash,
        },
        { cause: parsed.error },
      )
    if (parsed.data) return parsed.data.status === '0x1'
    if (Date.now() >= deadline)
      throw new PorticoError('RECEIPT_TIMEOUT', `Transaction ${hash} was not mined in time`, {
        hash,
      })
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
