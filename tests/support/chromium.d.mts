// Types of chromium.mjs for the TypeScript that imports it.
export const CHROMIUM: string
export const CHROMIUM_ARGS: string[]
