/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { CORE_RESOURCES, LANGUAGES, createI18n } from '../core/i18n'
import { FRAME_RESOURCES } from '../frame/consent/i18n'
import { SHELL_RESOURCES, addShellTranslations } from '../shell/locales'
import { ALL_WALLETS_RESOURCES } from '../shell/views/AllWallets/locales'
import { PROFILE_WALLETS_RESOURCES } from '../shell/views/ProfileWallets/locales'
import { UNSUPPORTED_CHAIN_RESOURCES } from '../shell/views/UnsupportedChain/locales'

// Every built-in plugin's locales/<language>.json, found by path so a new plugin is checked
// without editing this file.
const pluginLocaleFiles: Record<string, Record<string, unknown>> = import.meta.glob(
  '../plugins/*/locales/*.json',
  { eager: true, import: 'default' },
)
const PLUGIN_SETS: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, resource] of Object.entries(pluginLocaleFiles)) {
  const [, plugin, language] = /plugins\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file) ?? []
  if (plugin === undefined || language === undefined) continue
  ;(PLUGIN_SETS[`${plugin} plugin`] ??= {})[language] = resource
}

// Every built-in plugin's manifest texts (the Account labels the modal UI loads): one file,
// language -> texts.
const manifestTextFiles: Record<string, Record<string, Record<string, unknown>>> = import.meta.glob(
  '../plugins/*/manifestTexts.json',
  { eager: true, import: 'default' },
)
for (const [file, texts] of Object.entries(manifestTextFiles)) {
  const [, plugin] = /plugins\/([^/]+)\/manifestTexts\.json$/.exec(file) ?? []
  if (plugin !== undefined) PLUGIN_SETS[`${plugin} plugin's manifest`] = texts
}

/**
 * Every set of translations the kit ships, per language (plugins found by path above). English is the reference: every other language has exactly its keys.
 */
const SETS = {
  'core (host page)': CORE_RESOURCES,
  'shell (modal)': SHELL_RESOURCES,
  'AllWallets view': ALL_WALLETS_RESOURCES,
  'UnsupportedChain view': UNSUPPORTED_CHAIN_RESOURCES,
  'ProfileWallets view': PROFILE_WALLETS_RESOURCES,
  // The e-mail wallet's frame: its own bundle, with its own strings.
  'wallet frame': FRAME_RESOURCES,
  ...PLUGIN_SETS,
} as const

type Resource = Record<string, unknown>

/** Every key path of a nested resource object, e.g. `alerts.SERVER_ERROR`. */
function keyPaths(resource: Resource, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value as Resource, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/** The untranslated text at a key path, so placeholders are compared before interpolation. */
function rawText(resource: Resource, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Resource)[key], resource)
  if (typeof value !== 'string') throw new Error(`${path} is not a text`)
  return value
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

describe.each(Object.entries(SETS))('translations: %s', (_name, resources) => {
  const english = keyPaths(resources.en).sort()
  const others = LANGUAGES.filter((language) => language !== 'en')

  it.each(others)('%s has exactly the keys English has', (language) => {
    expect(keyPaths(resources[language]).sort()).toEqual(english)
  })

  it.each(LANGUAGES)('%s has no empty text and keeps every placeholder', (language) => {
    for (const key of english) {
      const text = rawText(resources[language], key)
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(rawText(resources.en, key)))
    }
  })
})

describe('translations together', () => {
  it('no two sets of the kit define the same key (they share one namespace)', () => {
    // Plugins are left out: each has a namespace of its own (its id).
    const seen = new Map<string, string>()
    for (const [name, resources] of Object.entries(SETS).filter(([n]) => !(n in PLUGIN_SETS))) {
      for (const key of keyPaths(resources.en)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined()
        seen.set(key, name)
      }
    }
  })

  it('a placeholder survives in every language', () => {
    for (const language of LANGUAGES) {
      expect(placeholders(rawText(SHELL_RESOURCES[language], 'alerts.PLUGIN_FAILED'))).toEqual([
        'plugin',
      ])
    }
  })

  it('gives each modal its own instance and language, and the modal strings join on mount', () => {
    const en = createI18n('en')
    const es = createI18n('es')
    expect(en.t('connectButton.connect')).toBe('Connect Wallet')
    expect(es.t('connectButton.connect')).toBe('Conectar billetera')
    expect(es.exists('modal.close')).toBe(false)
    addShellTranslations(es)
    expect(es.t('modal.close')).toBe('Cerrar')
    expect(en.exists('modal.close')).toBe(false)
  })
})
