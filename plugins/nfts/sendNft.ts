import { errorMessage, PorticoError, type AppDispatch, type ModalContext } from 'portico/plugin'
import type { GetNftsArgs, NftsApi } from './endpoints'
import { nftKey, type Nft } from './schemas'
import { transferRequest } from './transfer'

/** How a send ended, as the item's view says it. */
export type SendOutcome =
  { ok: true; hash: string } | { ok: false; failure: 'declined' | 'failed'; reason: string }

/** The wallet said no (the visitor declined): no need to log it or show its words. */
const declined = (error: unknown) =>
  error instanceof PorticoError &&
  (error.code === 'TRANSACTION_REJECTED' || error.code === 'WALLET_REJECTED')

/**
 * Takes the item out of the account's cached pages at once: the wallet answers with the
 * transaction's hash, and the service lists the item until that transaction is mined.
 */
function dropFromList(dispatch: AppDispatch, api: NftsApi, list: GetNftsArgs, nft: Nft) {
  const key = nftKey(nft)
  const patch = api.util.updateQueryData('getNfts', list, (draft) => {
    for (const page of draft.pages) page.data = page.data.filter((item) => nftKey(item) !== key)
  })
  // The store's state type knows the blockchain-services API as created, before plugins
  // inject endpoints into it, so it cannot name getNfts' cache: the thunk is the same at run
  // time (the plugin's endpoints are injected before any of its views shows).
  dispatch(patch as unknown as Parameters<AppDispatch>[0])
}

/**
 * Sends `nft` from the connected account (`list.address`) to `receiver` through the connected
 * wallet (`eth_sendTransaction` of the collection's `safeTransferFrom`). On success the item
 * leaves the account's list and the cached history and balances are read again.
 */
export async function sendNft(
  modal: Pick<ModalContext, 'wallet' | 'dispatch' | 'logger'>,
  api: NftsApi,
  list: GetNftsArgs,
  nft: Nft,
  receiver: string,
): Promise<SendOutcome> {
  try {
    const wallet = modal.wallet()
    if (!wallet) throw new PorticoError('NOT_CONNECTED', 'No eip155 wallet is connected')
    const hash = await wallet.sendTransaction(transferRequest(nft, list.address, receiver))
    dropFromList(modal.dispatch, api, list, nft)
    modal.dispatch(api.util.invalidateTags(['History', 'Balance']))
    return { ok: true, hash }
  } catch (error) {
    if (declined(error)) return { ok: false, failure: 'declined', reason: '' }
    modal.logger.warn('The NFT could not be sent', error)
    return {
      ok: false,
      failure: 'failed',
      // The wallet's own words, without the kit's error details.
      reason: errorMessage(error),
    }
  }
}
