import { isAnyOf } from '@reduxjs/toolkit'
import type { PluginContext, StartListening } from 'portico/plugin'
import { contactRemoved, contactSaved, contactsRestored, selectContacts } from './slice'
import { readStoredContacts, storeContacts } from './storage'

/** The analytics event of a contact saved: that one was, never whose address. */
export const SAVED_EVENT = 'MY_PLUGIN_CONTACT_SAVED'

/**
 * The plugin's side effects, as listeners so the loader removes them with the plugin.
 * `context` is the plugin's own, for this modal: its `track`, its `logger`.
 */
export function myPluginListeners(startListening: StartListening, context: PluginContext): void {
  // Each change of the book is kept in the browser, so it is there after a reload.
  startListening({
    matcher: isAnyOf(contactSaved, contactRemoved),
    effect: (_action, api) => storeContacts(selectContacts(api.getState()), context.logger),
  })
  // How often the feature is used, for the project's analytics (sent only when it is on).
  startListening({
    actionCreator: contactSaved,
    effect: () => context.track(SAVED_EVENT, { total: selectContacts(context.getState()).length }),
  })
}

/** The plugin's setup: the book kept in the browser goes back into the store. */
export function restoreContacts(context: PluginContext): void {
  const stored = readStoredContacts(context.logger)
  if (stored.length > 0) context.dispatch(contactsRestored(stored))
}
