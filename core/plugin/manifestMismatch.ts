import type { PluginManifest } from './manifest'

// Kept apart from manifest.ts: the host page imports that module (every manifest calls
// defineManifest), and this comparison runs only in the lazily loaded plugin setup.

/** How a manifest differs from another one for the same plugin; empty when they agree. */
export function manifestMismatch(declared: PluginManifest, loaded: PluginManifest): string[] {
  const differences: string[] = []
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)
  for (const key of ['id', 'feature', 'requires', 'views', 'contributes'] as const) {
    if (!same(declared[key], loaded[key])) {
      differences.push(
        `${key}: registry says ${JSON.stringify(declared[key])}, definition says ${JSON.stringify(loaded[key])}`,
      )
    }
  }
  return differences
}

/** JSON with object keys sorted: two manifests that say the same thing compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  )
}
