// What a plugin author writes, checked against the packed tarball: merges into `Views`,
// `LazyLoadedSlices` and `PorticoModal` reach the modal's state, its hooks and its handle.
import { createSlice } from '@reduxjs/toolkit'
import { createModal, type CoreState } from 'portico'
import { defineManifest } from 'portico/plugin'
import { useAppSelector } from 'portico/ui'

interface TipState {
  total: number
}

declare module 'portico' {
  interface Views {
    TipJar: { suggested: number }
  }
  interface LazyLoadedSlices {
    tipJar: TipState
  }
  interface PorticoModal {
    tip(amount: number): Promise<void>
  }
}

export const tipSlice = createSlice({
  name: 'tipJar',
  initialState: { total: 0 } as TipState,
  reducers: {
    tipped: (state, action: { payload: number }) => void (state.total += action.payload),
  },
})

export const manifest = defineManifest({
  id: 'tipJar',
  views: ['TipJar'],
  contributes: { hostMethods: ['tip'] },
})

const modal = createModal({ projectId: 'p', networks: ['eip155:1'] })
void modal.open({ view: 'TipJar', data: { suggested: 2 } })
// @ts-expect-error: TipJar needs its data's shape
void modal.open({ view: 'TipJar', data: { suggested: 'two' } })
void modal.tip(2)

export const selectTotal = (state: CoreState): number | undefined => state.tipJar?.total
export function useTotal(): number {
  return useAppSelector((state) => state.tipJar?.total ?? 0)
}
