import { connected, type ConnectedPayload } from '../account/slice'
import { isConnectingView } from '../router/connectingViews'
import { selectCurrentView } from '../router/selectors'
import type { Runtime } from '../runtime'
import { promptIfUnsupported, shouldPromptNetworkSwitch } from './unsupported'

/**
 * A plugin's say in what follows a connection the visitor just made (pay returns to Pay,
 * sign-in asks for a signature): resolves true when it took over (the modal stays where it
 * put it), false to let the next step decide. Steps run in the order they were added.
 */
export type AfterConnectStep = (connection: ConnectedPayload) => boolean | Promise<boolean>

const stepsOf = (runtime: Pick<Runtime, 'extension'>) =>
  runtime.extension('core:afterConnectSteps', () => new Set<AfterConnectStep>())

/** Adds a step to the after-connect decision; returns its removal. */
export function addAfterConnectStep(
  runtime: Pick<Runtime, 'extension'>,
  step: AfterConnectStep,
): () => void {
  // A wrapper per registration, so the same function added twice is removed once per call.
  const entry: AfterConnectStep = (connection) => step(connection)
  stepsOf(runtime).add(entry)
  return () => void stepsOf(runtime).delete(entry)
}

/**
 * The one place that decides what happens after a connection (SPEC §4), in this order:
 * 1. a wallet on a network the host did not configure opens UnsupportedChain (also for a
 *    connection restored at page load);
 * 2. for a connection the visitor made, each plugin step may take over (pay, sign-in);
 * 3. otherwise a modal still showing the way to connect closes: the visitor is done there.
 *    A visitor who went elsewhere in the modal meanwhile is not pulled out of it.
 * Started once per modal, by the connection chunk.
 */
export function startAfterConnect(runtime: Runtime): void {
  runtime.extension('core:afterConnect', () =>
    runtime.bundle.startListening({
      actionCreator: connected,
      effect: async (action, api) => {
        const { caipNetworkId } = action.payload
        if (shouldPromptNetworkSwitch(api.getState(), caipNetworkId)) {
          promptIfUnsupported(runtime, caipNetworkId)
          return
        }
        if (action.meta.via !== 'visitor') return
        for (const step of [...stepsOf(runtime)]) {
          try {
            if (await step(action.payload)) return
          } catch (error) {
            runtime.logger.error('An after-connect step failed', error)
          }
        }
        const state = api.getState()
        if (state.modal.open && isConnectingView(selectCurrentView(state))) runtime.close()
      },
    }),
  )
}
