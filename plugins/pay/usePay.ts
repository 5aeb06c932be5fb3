/**
 * The pay plugin's face on the host page: `portico/react` re-exports `usePay`. It names the
 * plugin's host method here, beside its owner; React comes through `portico/react`'s
 * `useHostMethod`, as a third party's host hook would get it.
 */
import { useHostMethod } from 'portico/react'

/**
 * `pay(config)` on the modal of the nearest `ModalProvider` (see the pay plugin's
 * `modal.pay`): the host method, like any other through `useHostMethod`. The payment code
 * loads on the first call.
 */
export const usePay = () => useHostMethod('pay')
