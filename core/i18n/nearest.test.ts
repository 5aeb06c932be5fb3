import { describe, expect, it } from 'vitest'
import { manifestText } from '../plugin/manifestText'
import { nearestLanguage } from './nearest'

describe('the nearest language', () => {
  it('is the tag itself, then its shorter forms, compared without case', () => {
    const available = ['en', 'fr', 'pt-BR', 'zh-Hant']
    expect(nearestLanguage('fr', available)).toBe('fr')
    expect(nearestLanguage('FR-ca', available)).toBe('fr')
    expect(nearestLanguage('pt-br', available)).toBe('pt-BR')
    expect(nearestLanguage('zh-Hant-TW', available)).toBe('zh-Hant')
    // A language is not its regional forms: pt is not pt-BR.
    expect(nearestLanguage('pt', available)).toBeUndefined()
    expect(nearestLanguage('ja', available)).toBeUndefined()
  })

  it("picks a manifest's label, English when none is near", () => {
    const label = { en: 'Network fees', fr: 'Frais de réseau', 'pt-BR': 'Taxas de rede' }
    expect(manifestText(label, 'fr-BE')).toBe('Frais de réseau')
    expect(manifestText(label, 'pt-BR')).toBe('Taxas de rede')
    expect(manifestText(label, 'ja')).toBe('Network fees')
    // A key of the object's prototype is not a language it has.
    expect(manifestText(label, 'constructor')).toBe('Network fees')
  })
})
