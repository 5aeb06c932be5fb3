import {
  formatCaipAddress,
  isWebUrl,
  selectActiveAccount,
  showInTab,
  type AppThunk,
  type CoreState,
} from 'portico/plugin'
import type { BuyChoices } from './choices'
import type { OnrampApi } from './endpoints'
import { amountIssue } from './limits'
import type { OnrampQuote, OnrampUrlRequest } from './schemas'
import {
  checkoutFailed,
  checkoutOpened,
  checkoutOpening,
  knownPurchasesRead,
  selectOnramp,
} from './slice'

/** What the generator is asked for: the visitor's wallet, the network and the presets. */
export function checkoutRequest(
  choices: BuyChoices,
  address: string,
  quote: OnrampQuote | undefined,
  locale: string | undefined,
): OnrampUrlRequest | undefined {
  const { currency, network } = choices
  if (!currency || !network) return undefined
  return {
    destinationWallets: [{ address, blockchains: [network.name], assets: [currency.symbol] }],
    defaultNetwork: network.name,
    partnerUserId: address.toLowerCase(),
    defaultExperience: 'buy',
    presetFiatAmount: choices.amount,
    ...(quote && { presetCryptoAmount: quote.purchaseAmount.value }),
    fiatCurrency: choices.paymentCurrency,
    defaultPaymentMethod: choices.method,
    ...(locale !== undefined && { locale }),
  }
}

/** The address the purchase is delivered to: the connected account's, when connected. */
const connectedAddress = (state: CoreState) => {
  const account = selectActiveAccount(state)
  return account.status === 'connected' ? account.address : undefined
}

/**
 * Continue: asks the generator for the provider's checkout URL, shows it in `tab` (opened
 * blank during the click) and takes the visitor to BuyWaiting, which follows the purchase
 * through the history. Meanwhile it reads which onramp purchases the account already has,
 * so the one made now is told apart. Without a URL the tab closes and the view says so.
 */
export const openCheckout =
  (
    api: OnrampApi,
    choices: BuyChoices,
    quote: OnrampQuote | undefined,
    tab: Window | undefined,
  ): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const address = connectedAddress(getState())
    const { currency, network, limits } = choices
    if (!address) {
      tab?.close()
      dispatch(checkoutFailed('notConnected'))
      return
    }
    const request = checkoutRequest(choices, address, quote, modal.i18n.language)
    if (
      !request ||
      !currency ||
      !network ||
      !limits ||
      amountIssue(choices.amount, limits) ||
      selectOnramp(getState()).opening
    ) {
      tab?.close()
      return
    }
    dispatch(checkoutOpening())
    const chainId = `eip155:${network.chain_id}` as const
    const openedAt = Date.now()
    // Started before the URL so that it is there as soon as the checkout is: a purchase
    // cannot arrive before the visitor has seen the checkout.
    const knownRead = dispatch(
      api.endpoints.onrampHistory.initiate(
        { address, chainId },
        { subscribe: false, forceRefetch: true },
      ),
    )
    let url: string
    try {
      const generated = dispatch(api.endpoints.onrampUrl.initiate(request))
      url = (await generated.unwrap().finally(() => generated.reset())).url
      if (!isWebUrl(url)) throw new Error(`The checkout URL is not a web address: ${url}`)
    } catch (error) {
      tab?.close()
      modal.logger.warn('No checkout URL from the onramp provider', error)
      dispatch(checkoutFailed('urlFailed'))
      return
    }
    // The visitor closed the modal meanwhile (its closing ended the opening): nothing to follow.
    if (!getState().modal.open) {
      tab?.close()
      return
    }
    dispatch(
      checkoutOpened({
        address,
        chainId,
        symbol: currency.symbol,
        cryptoAmount: quote?.purchaseAmount.value,
        fiatTotal: quote?.paymentTotal.value,
        fiatCurrency: choices.paymentCurrency,
        tokenId: network.contract_address
          ? formatCaipAddress(chainId, network.contract_address)
          : undefined,
        openedAt,
        known: undefined,
      }),
    )
    showInTab(url, tab)
    modal.router.push('BuyWaiting')
    try {
      const page = await knownRead.unwrap()
      dispatch(
        knownPurchasesRead({ openedAt, ids: page.data.map((transaction) => transaction.id) }),
      )
    } catch (error) {
      // Without it, the first purchase mined after the checkout opened is taken as this one.
      modal.logger.warn('The onramp history could not be read before the checkout', error)
    }
  }
