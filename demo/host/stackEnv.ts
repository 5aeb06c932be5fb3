// Where the demo pages' local stack is (ports and service addresses): the VITE_* variables
// `npm run demo` gives its dev server, unless the page was served with its own. The browser
// suites build the demo once per run and serve that build to every suite, each on its own
// ports, writing them into the page as window.__PORTICO_DEMO_STACK__ before its scripts run.
import * as z from 'zod/mini'

const servedSchema = z.record(z.string(), z.string())

// Vite fills in VITE_* variables; typed here rather than pulling vite/client's globals into
// the whole tsc program.
const built = (import.meta as ImportMeta & { env: Partial<Record<string, string>> }).env
const served = servedSchema.safeParse(
  (globalThis as { __PORTICO_DEMO_STACK__?: unknown }).__PORTICO_DEMO_STACK__,
)

export const stackEnv: Partial<Record<string, string>> = {
  ...built,
  ...(served.success ? served.data : {}),
}
