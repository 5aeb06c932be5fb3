import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { createLateMiddleware } from './lateMiddleware'

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { bumped: (state) => void (state.value += 1) },
})

function storeWithLateMiddleware() {
  const late = createLateMiddleware<{ counter: { value: number } }>()
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault().concat(late.middleware),
  })
  return { store, late }
}

describe('createLateMiddleware', () => {
  it('passes actions straight through while no middleware was added', () => {
    const { store } = storeWithLateMiddleware()
    store.dispatch(counter.actions.bumped())
    expect(store.getState().counter.value).toBe(1)
  })

  it('runs middleware added later, in the order added, and each one once', () => {
    const { store, late } = storeWithLateMiddleware()
    const seen: string[] = []
    const named =
      (name: string): Middleware =>
      () =>
      (next) =>
      (action) => {
        seen.push(name)
        return next(action)
      }
    const first = named('first')
    late.addMiddleware(first, named('second'))
    late.addMiddleware(first)
    store.dispatch(counter.actions.bumped())
    expect(seen).toEqual(['first', 'second'])
    expect(store.getState().counter.value).toBe(1)
  })

  it('gives each middleware the store once, so its own state survives later additions', () => {
    const { store, late } = storeWithLateMiddleware()
    let setUps = 0
    const counting: Middleware = (api) => {
      setUps += 1
      return (next) => (action) => {
        const result = next(action)
        expect(api.getState()).toBe(store.getState())
        return result
      }
    }
    late.addMiddleware(counting)
    late.addMiddleware(() => (next) => (action) => next(action))
    store.dispatch(counter.actions.bumped())
    expect(setUps).toBe(1)
  })

  it('can stop an action', () => {
    const { store, late } = storeWithLateMiddleware()
    late.addMiddleware(() => () => () => undefined)
    store.dispatch(counter.actions.bumped())
    expect(store.getState().counter.value).toBe(0)
  })
})
