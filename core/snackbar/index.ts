export { snackbarSlice, snackbarShown, snackbarHidden } from './slice'
export type { SnackbarState, SnackbarVariant, SnackbarMessage, SnackbarShown } from './slice'
export { showSnackbar, showSuccess, showError } from './show'
