import type { Runtime } from '../runtime'
import { servicesOf } from '../services'
import { injectWalletEndpoints, type WalletsApi } from './endpoints'

/** The wallet-services API of one modal with `getWallets` injected, attached on first use. */
export async function walletsApiOf(
  runtime: Pick<Runtime, 'bundle' | 'extension'>,
): Promise<WalletsApi> {
  const { walletServices } = await servicesOf(runtime)
  return injectWalletEndpoints(walletServices)
}
