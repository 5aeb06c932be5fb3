import { useEffect, useState } from 'react'
import { useAccount } from '../../react'
import {
  FAUCET_ETH,
  FAUCET_PATH,
  FAUCET_USDC,
  fundErrorSchema,
  fundResponseSchema,
} from '../services/faucetSchemas'

/** The e-mail plugin's connector id (plugins/email registers its AUTH connector as the plugin). */
const EMAIL_CONNECTOR_ID = 'email'

/** How the faucet answered for an address: funded now, funded before (409), or failed. */
type Funding = { state: 'funded' } | { state: 'known' } | { state: 'failed'; reason: string }

/**
 * The demo's funding of a new e-mail (embedded) wallet: once connected through the e-mail
 * connector, the page asks the local services' faucet for some ETH and USDC on the devnet, so
 * the visitor can pay and send with it. The faucet funds an address once (a 409 after that
 * is no failure). The auth service has no part in this: the demo funds, not the product.
 */
export function EmbeddedWalletFunding({ servicesUrl }: { servicesUrl: string }) {
  const account = useAccount()
  const [answers, setAnswers] = useState<Readonly<Record<string, Funding>>>({})
  const address =
    account.isConnected && account.connectorId === EMAIL_CONNECTOR_ID ? account.address : undefined

  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    const answer = (funding: Funding) =>
      setAnswers((previous) => ({ ...previous, [address]: funding }))
    fetch(`${servicesUrl}${FAUCET_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body: unknown = await response.json()
        if (response.ok) {
          fundResponseSchema.parse(body)
          answer({ state: 'funded' })
        } else if (response.status === 409) {
          answer({ state: 'known' })
        } else {
          const error = fundErrorSchema.safeParse(body)
          answer({
            state: 'failed',
            reason: error.success ? error.data.error : `HTTP ${response.status}`,
          })
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) answer({ state: 'failed', reason: String(error) })
      })
    return () => controller.abort()
  }, [address, servicesUrl])

  if (!address) return null
  const funding = answers[address]
  if (funding?.state === 'known') return null
  return (
    <p className="account-summary" role="status">
      {funding === undefined &&
        `Funding your new e-mail wallet with ${FAUCET_ETH} ETH and ${FAUCET_USDC} USDC on the local chains…`}
      {funding?.state === 'funded' &&
        `Your e-mail wallet received ${FAUCET_ETH} ETH and ${FAUCET_USDC} USDC on the local chains.`}
      {funding?.state === 'failed' &&
        `The demo could not fund your e-mail wallet (${funding.reason}).`}
    </p>
  )
}
