import { createAction, createSlice } from '@reduxjs/toolkit'
import { describe, expect, it, vi } from 'vitest'
import { parseHostOptions, resolveOptions } from '../options'
import type { ThunkExtra } from './types'
import { makeStore } from './makeStore'

const options = resolveOptions(parseHostOptions({ projectId: 'p', networks: ['eip155:1'] }))
const extra = {} as ThunkExtra

const bump = createAction('test/bump')
const lazy = createSlice({
  name: 'lazyCounter',
  initialState: { value: 0 },
  reducers: {},
  extraReducers: (builder) => builder.addCase(bump, (state) => void (state.value += 1)),
})

describe('makeStore', () => {
  it('gives each modal its own store and root reducer', () => {
    const a = makeStore(options, extra)
    const b = makeStore(options, extra)
    expect(a.store).not.toBe(b.store)
    expect(a.rootReducer).not.toBe(b.rootReducer)
    a.rootReducer.inject(lazy)
    a.store.dispatch(bump())
    expect((a.store.getState() as { lazyCounter?: unknown }).lazyCounter).toEqual({ value: 1 })
    b.store.dispatch(bump())
    expect((b.store.getState() as { lazyCounter?: unknown }).lazyCounter).toBeUndefined()
  })

  it('starts with the core slices and the host options', () => {
    const { store } = makeStore(options, extra)
    const state = store.getState()
    expect(Object.keys(state).sort()).toEqual(
      ['account', 'modal', 'options', 'plugins', 'router'].sort(),
    )
    expect(state.options.projectId).toBe('p')
    expect(state.router.history).toEqual([{ view: 'Connect' }])
  })

  it('runs listeners and passes the runtime to thunks', async () => {
    const { store, startListening } = makeStore(options, extra)
    const effect = vi.fn()
    const stop = startListening({ actionCreator: bump, effect })
    store.dispatch(bump())
    stop()
    store.dispatch(bump())
    expect(effect).toHaveBeenCalledTimes(1)
    const seen = store.dispatch((_dispatch, _getState, argument) => argument)
    expect(seen).toBe(extra)
  })

  it('keeps state serializable: the default middleware checks stay on', () => {
    const { store, rootReducer } = makeStore(options, extra)
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    rootReducer.inject({
      reducerPath: 'bad',
      reducer: (state: unknown = null, action: { type: string; payload?: unknown }) =>
        action.type === 'bad/set' ? action.payload : state,
    })
    store.dispatch({ type: 'bad/set', payload: new Map() })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
