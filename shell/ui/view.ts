/** What every view component receives: the data its route was opened with. */
export interface ViewProps<TData = unknown> {
  data: TData
}
