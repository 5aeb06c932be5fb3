/**
 * `portico/names`: account names. A plugin a host opts into by passing it to `createModal`:
 * Account gets a row to register a name (typed rules with their messages, availability,
 * suggestions, the wallet's signature), and the name is shown by Account, the page's button
 * and the connection list; Send takes a registered name as its receiver. A page without it
 * carries none of its code.
 *
 * @example
 * import { createModal } from 'portico'
 * import { names } from 'portico/names'
 * createModal({ projectId, networks: ['eip155:1'], plugins: [names] })
 *
 * @module portico/names
 */
export { names } from './plugins/names/entry'
// The plugin's views and store slice, merged into the kit's types (Views, LazyLoadedSlices) by
// these two modules: named for their types alone (no code), so the declarations a host
// installs carry the merges and `modal.open({ view: 'RegisterAccountName' })` type-checks.
export type {} from './plugins/names/manifest'
export type {} from './plugins/names/slice'
