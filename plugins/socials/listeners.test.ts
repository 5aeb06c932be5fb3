import { describe, expect, it } from 'vitest'
import { leftSignIn } from './listeners'

const stack = (...entries: Array<{ view: string }>) => ({ router: { history: entries } })

describe('leaving a sign-in’s view', () => {
  const connect = { view: 'Connect' }
  const signIn = { view: 'ConnectingFarcaster' }
  const before = stack(connect, signIn)

  it('is not a view opened above it (the new wallet’s recovery screen comes over the sign-in)', () => {
    expect(leftSignIn(stack(connect, signIn, { view: 'EmailRecovery' }), before)).toBe(false)
    // ...nor that view leaving again, back to the sign-in.
    expect(leftSignIn(before, stack(connect, signIn, { view: 'EmailRecovery' }))).toBe(false)
  })

  it('is Back, the modal closed (its stack reset), or the view replaced', () => {
    expect(leftSignIn(stack(connect), before)).toBe(true)
    expect(leftSignIn(stack({ view: 'Connect' }), before)).toBe(true)
    expect(leftSignIn(stack(connect, { view: 'ConnectingSocial' }), before)).toBe(true)
  })

  it('is the modal closed while the recovery screen was over the sign-in', () => {
    expect(leftSignIn(stack(connect), stack(connect, signIn, { view: 'EmailRecovery' }))).toBe(true)
  })

  it('is not Try again, which puts the view in its own place', () => {
    expect(leftSignIn(stack(connect, { view: 'ConnectingFarcaster' }), before)).toBe(false)
  })

  it('is nothing while no sign-in was on the stack', () => {
    expect(leftSignIn(stack(connect), stack(connect, { view: 'Account' }))).toBe(false)
  })
})
