import type { KitLanguage } from './languages'

/** Strings by key, nested objects allowed: a key with dots (`account.title`) reads them. */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree
}

/**
 * Brings one language's strings of a namespace, each language its own chunk:
 * `(language) => import(`./locales/${language}.json`)`. It may reject, or give undefined,
 * for a language it has no strings in: the modal then reads that namespace in English.
 */
export type TranslationLoader = (
  language: KitLanguage,
) => Promise<{ readonly default: unknown } | undefined> | undefined

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Texts by key, nested objects allowed: nothing but strings at the leaves. */
export const isTranslationTree = (value: unknown): value is TranslationTree =>
  isRecord(value) &&
  Object.values(value).every((inner) => typeof inner === 'string' || isTranslationTree(inner))
