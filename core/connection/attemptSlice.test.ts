import { describe, expect, it } from 'vitest'
import {
  attemptFailed,
  attemptSucceeded,
  connectAttemptSlice,
  connectRequested,
  selectConnectFailure,
} from './attemptSlice'

const reduce = connectAttemptSlice.reducer
const rejected = { kind: 'rejected' } as const

describe('the connect attempt (core/connection/attemptSlice)', () => {
  it('a request asks afresh: the earlier failure is gone, the count goes up', () => {
    let state = reduce(undefined, connectRequested({ connectorId: 'io.demo' }))
    state = reduce(state, attemptFailed({ attempt: 1, failure: rejected }))
    expect(selectConnectFailure({ connectAttempt: state }, 'io.demo')).toEqual(rejected)

    state = reduce(state, connectRequested({ connectorId: 'io.demo' }))
    expect(state).toMatchObject({ attempt: 2, status: 'asking' })
    expect(selectConnectFailure({ connectAttempt: state }, 'io.demo')).toBeUndefined()
  })

  it('an earlier attempt that ends late changes nothing', () => {
    let state = reduce(undefined, connectRequested({ connectorId: 'io.demo' }))
    state = reduce(state, connectRequested({ connectorId: 'io.demo' }))
    state = reduce(state, attemptFailed({ attempt: 1, failure: rejected }))
    expect(state.status).toBe('asking')
    state = reduce(state, attemptSucceeded({ attempt: 1 }))
    expect(state.status).toBe('asking')
  })

  it("another wallet's failure is not this one's", () => {
    let state = reduce(undefined, connectRequested({ connectorId: 'io.other' }))
    state = reduce(state, attemptFailed({ attempt: 1, failure: rejected }))
    expect(selectConnectFailure({ connectAttempt: state }, 'io.demo')).toBeUndefined()
    expect(selectConnectFailure({}, 'io.demo')).toBeUndefined()
  })
})
