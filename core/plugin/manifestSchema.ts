import * as z from 'zod/mini'
import type { PluginManifest } from './manifest'

// Host plugins cross a boundary (createModal's options): their manifests are parsed like
// any other option, so a typo names its field instead of failing when the plugin loads.
// Only zod features the host page already carries are used here (see core/options/schema).
// A label: a key of the plugin's manifest texts, or the text itself by language.
const text = z.union([
  z.string().check(z.minLength(1)),
  z.object({ en: z.string(), es: z.optional(z.string()), de: z.optional(z.string()) }),
])
const names = z.array(z.string().check(z.minLength(1)))

export const manifestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  feature: z.optional(z.string().check(z.minLength(1))),
  requires: z.optional(names),
  views: z.optional(names),
  contributes: z.optional(
    z.object({
      accountActions: z.optional(
        z.array(
          z.object({
            id: z.string().check(z.minLength(1)),
            view: z.string(),
            title: text,
            description: z.optional(text),
            order: z.optional(z.number()),
          }),
        ),
      ),
      accountTabs: z.optional(
        z.array(z.object({ view: z.string(), title: text, order: z.optional(z.number()) })),
      ),
      connectSections: z.optional(
        z.array(z.object({ method: z.enum(['email', 'social']), view: z.string() })),
      ),
      headerActions: z.optional(
        z.array(
          z.object({
            id: z.string().check(z.minLength(1)),
            view: z.string(),
            label: text,
            iconPath: z.string().check(z.minLength(1)),
            on: z.optional(names),
          }),
        ),
      ),
      hostMethods: z.optional(names),
    }),
  ),
  hostOptions: z.optional(names),
})

// The schema and the type describe one thing; this line fails to compile when they drift.
export type ParsedManifest = z.infer<typeof manifestSchema> & PluginManifest
