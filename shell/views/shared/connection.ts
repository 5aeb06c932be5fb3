/**
 * The connection chunk: connect, disconnect and switch network. It carries the viem-based
 * eip155 adapter, so views reach it only through this dynamic import, from event handlers
 * and effects; a static import would pull viem into the modal's first chunk.
 */
export const loadConnection = () => import('../../../core/connection')
