import { TaskAbortError } from '@reduxjs/toolkit'
import { connected, type ConnectedPayload } from '../account/slice'
import { isConnectingView } from '../router/connectingViews'
import { selectCurrentView } from '../router/selectors'
import type { ViewId } from '../router/views'
import type { Runtime } from '../runtime'
import { promptIfUnsupported, shouldPromptNetworkSwitch } from './unsupported'

/**
 * A step that keeps the visitor on its own view until they are through it (sign-in: one
 * signature), while the steps after it wait. `until` settles `'continue'` once the visitor is
 * through: the next steps decide (pay returns to Pay), and when none takes over the modal
 * closes if it still shows the step's view. `'stop'`: the visitor left that way (cancelled,
 * disconnected), and nothing follows.
 */
export interface AfterConnectHold {
  readonly until: Promise<'continue' | 'stop'>
}

/**
 * A plugin's say in what follows a connection the visitor just made (pay returns to Pay,
 * sign-in asks for a signature): true when it took over (the modal stays where it put it),
 * false to let the next step decide, or an `AfterConnectHold`. Steps run in the order they
 * were added, those added `first` before the others.
 */
export type AfterConnectStep = (
  connection: ConnectedPayload,
) => boolean | AfterConnectHold | Promise<boolean | AfterConnectHold>

export interface AfterConnectStepOptions {
  /**
   * Runs before the steps added without it, whenever the plugins loaded: for a step every
   * connection must pass before anything else follows (sign-in).
   */
  first?: boolean
}

const stepsOf = (runtime: Pick<Runtime, 'extension'>) =>
  runtime.extension('core:afterConnectSteps', () => ({
    first: new Set<AfterConnectStep>(),
    rest: new Set<AfterConnectStep>(),
  }))

/** Adds a step to the after-connect decision; returns its removal. */
export function addAfterConnectStep(
  runtime: Pick<Runtime, 'extension'>,
  step: AfterConnectStep,
  { first = false }: AfterConnectStepOptions = {},
): () => void {
  // A wrapper per registration, so the same function added twice is removed once per call.
  const entry: AfterConnectStep = (connection) => step(connection)
  const steps = stepsOf(runtime)[first ? 'first' : 'rest']
  steps.add(entry)
  return () => void steps.delete(entry)
}

/** The steps in the order they run. */
const orderedSteps = (runtime: Pick<Runtime, 'extension'>) => {
  const { first, rest } = stepsOf(runtime)
  return [...first, ...rest]
}

/**
 * The one place that decides what happens after a connection, in this order:
 * 1. a wallet on a network the host did not configure opens UnsupportedChain (also for a
 *    connection restored at page load);
 * 2. for a connection the visitor made, each plugin step may take over (pay), or hold the
 *    visitor on its view until they are through it (sign-in), then the next steps decide;
 * 3. otherwise a modal still showing the way to connect (or the view a step held the visitor
 *    on) closes: the visitor is done there. A visitor who went elsewhere in the modal
 *    meanwhile is not pulled out of it.
 * Started once per modal, by the connection chunk. A new connection starts the decision
 * afresh: one still waiting on a hold for the previous connection is dropped.
 */
export function startAfterConnect(runtime: Runtime): void {
  runtime.extension('core:afterConnect', () =>
    runtime.bundle.startListening({
      actionCreator: connected,
      effect: async (action, api) => {
        api.cancelActiveListeners()
        const { caipNetworkId } = action.payload
        if (shouldPromptNetworkSwitch(api.getState(), caipNetworkId)) {
          promptIfUnsupported(runtime, caipNetworkId)
          return
        }
        if (action.meta.via !== 'visitor') return
        let heldOn: ViewId | undefined
        for (const step of orderedSteps(runtime)) {
          let decision: unknown
          try {
            decision = await api.pause(Promise.resolve(step(action.payload)))
          } catch (error) {
            if (error instanceof TaskAbortError) throw error
            runtime.logger.error('An after-connect step failed', error)
            continue
          }
          if (!isHold(decision)) {
            if (decision) return
            continue
          }
          heldOn = selectCurrentView(api.getState())
          if ((await api.pause(settledHold(runtime, decision))) === 'stop') return
        }
        const state = api.getState()
        const view = selectCurrentView(state)
        if (state.modal.open && (isConnectingView(runtime, view) || view === heldOn))
          runtime.close()
      },
    }),
  )
}

// A plain script's step may answer anything: only an object with `until` is a hold, and
// otherwise a truthy answer takes over as it always did.
const isHold = (decision: unknown): decision is AfterConnectHold =>
  typeof decision === 'object' && decision !== null && 'until' in decision

/** A hold's outcome; one that fails is logged and lets the next steps go on. */
const settledHold = (runtime: Runtime, hold: AfterConnectHold) =>
  Promise.resolve(hold.until).catch((error: unknown) => {
    runtime.logger.error('An after-connect step failed', error)
    return 'continue' as const
  })
