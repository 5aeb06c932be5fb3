import type { core } from 'zod/mini'

/**
 * Turns zod issues into one readable sentence that names each bad field by its path,
 * e.g. `networks[0]: unknown network "eip155:999999"`.
 */
export function formatIssues(issues: readonly core.$ZodIssue[], root = 'options'): string {
  return issues
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
        root,
      )
      return `${path}: ${issue.message}`
    })
    .join('; ')
}
