/** The service's time source, injected so tests drive expiry with a fake clock. */
export type Clock = () => number

export const systemClock: Clock = () => Date.now()
