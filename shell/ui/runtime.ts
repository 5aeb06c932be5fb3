import { useModalHandle } from '../react/context'

/**
 * The `Modal` handle the UI was mounted for: its router, runtime (views, logger,
 * analytics), i18n and commands such as `close()`. The modal UI provides the same context
 * as the host's `ModalProvider`, so the host-side hooks work inside views too.
 */
export const useModalRuntime = useModalHandle
