// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  RECOVERY_PASSWORD_MIN_CHARS,
  RECOVERY_PASSWORD_MIN_DISTINCT,
  RECOVERY_PASSWORD_MIN_UNGUESSABLE,
} from './params'
import { acceptablePassword, passwordProblem } from './password'

const EMAIL = 'ada.lovelace@example.com'

describe('a recovery password the visitor chooses', () => {
  it('takes passphrases and long passwords of their own', () => {
    for (const password of [
      'correct horse battery staple',
      'caf\u00e9 au lait, bitte',
      'Tr0ub4dor&3 yellowish',
      'MyDogRex2024',
      'vJ8#kq2!Lw9z',
      'glove compartment seventeen',
    ])
      expect(passwordProblem(password, { email: EMAIL }), password).toBeUndefined()
  })

  it(`refuses fewer than ${RECOVERY_PASSWORD_MIN_CHARS} characters, counted after NFKC`, () => {
    expect(passwordProblem('vJ8#kq2!Lw9')).toBe('too-short')
    // Eleven characters and a combining accent: eleven once composed.
    expect(passwordProblem('vJ8#kq2!Lwe\u0301')).toBe('too-short')
  })

  it(`refuses fewer than ${RECOVERY_PASSWORD_MIN_DISTINCT} different characters`, () => {
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('few-characters')
    expect(passwordProblem('abababababab')).toBe('few-characters')
    expect(passwordProblem('AbAbAbCCCCdd')).toBe('few-characters')
  })

  it('refuses the breached-password favourites, with digits, symbols and look-alikes around them', () => {
    for (const password of [
      'Password1234',
      'password1234!',
      'P@ssw0rd2024!',
      'iloveyou2024!!',
      'Sunshine123456',
      'letmein!letmein',
      'qwertyuiop12',
      'Bitcoin-2024!',
    ])
      expect(passwordProblem(password), password).toBe('common')
  })

  it('refuses sequences, keyboard walks and repeats', () => {
    for (const password of [
      '123456789012',
      'abcdefghijklmn',
      'zyxwvutsrq9876',
      'asdfghjkl;zxcvbnm',
      'xk2j9mxk2j9mxk2j9m',
      'poiuytrewqlkjh',
    ])
      expect(passwordProblem(password), password).toBe('predictable')
  })

  it('refuses the visitor’s own e-mail address or its name part', () => {
    expect(passwordProblem('ada.lovelace@example.com', { email: EMAIL })).toBe('personal')
    expect(passwordProblem('my name is Ada.Lovelace!', { email: EMAIL })).toBe('personal')
    expect(passwordProblem('my name is Ada.Lovelace!')).toBeUndefined()
  })

  it(`counts what is left beside the guessable parts: ${RECOVERY_PASSWORD_MIN_UNGUESSABLE} at least`, () => {
    // "password" and seven characters of its own: one short.
    expect(passwordProblem('passwordvJ8#kq2')).toBe('common')
    expect(passwordProblem('passwordvJ8#kq2!')).toBeUndefined()
    expect(acceptablePassword('passwordvJ8#kq2!')).toBe(true)
    expect(acceptablePassword('Password1234')).toBe(false)
  })
})
