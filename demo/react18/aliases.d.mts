// Types of aliases.mjs for the TypeScript that imports it (vite.config.ts, the browser suites).
import type { Alias } from 'vite'

export function react18Aliases(): Alias[]
