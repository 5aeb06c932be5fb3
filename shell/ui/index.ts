/**
 * The building blocks of views, for the shell's own views and for plugins. Small on
 * purpose: plugins style themselves with the theme's custom properties.
 */
export { Button } from './Button'
export type { ButtonProps } from './Button'
export { IconButton } from './IconButton'
export type { IconButtonProps } from './IconButton'
export { ListItem } from './ListItem'
export type { ListItemProps } from './ListItem'
export { Text } from './Text'
export type { TextProps } from './Text'
export { Spinner } from './Spinner'
export type { SpinnerProps } from './Spinner'
export { Skeleton } from './Skeleton'
export type { SkeletonProps } from './Skeleton'
export { ICONS, CheckIcon, CrossIcon, BackIcon, WarningIcon, SpinnerIcon } from './icons'
export { useT, useI18n } from './i18n'
export type { Translate } from './i18n'
export { useAppSelector, useAppDispatch } from './store'
export type { ViewProps } from './view'
export { useEndpointQuery } from './useEndpointQuery'
export type {
  EndpointPages,
  EndpointQueryControls,
  EndpointQueryOptions,
  EndpointQueryResult,
  InfiniteQueryControls,
  InfiniteQueryEndpoint,
  InfiniteQueryFlags,
  QueryEndpoint,
} from './useEndpointQuery'
export { displayAmount } from './formatAmount'
export {
  formatDate,
  formatFiat,
  formatRelativeTime,
  formatTokenAmount,
  useAmountFormat,
  useDateFormat,
  useFiatFormat,
  useLanguage,
  useRelativeTimeFormat,
} from './formatters'
export type { TokenAmountFormatOptions } from './formatters'
export { TextField } from './TextField'
export type { TextFieldProps } from './TextField'
export { AmountInput, normalizeAmountInput } from './AmountInput'
export type { AmountInputProps } from './AmountInput'
export { SearchableList } from './SearchableList'
export type { SearchableListProps } from './SearchableList'
export { TokenRow, tokenBalanceRow } from './TokenRow'
export type { TokenRowProps } from './TokenRow'
export { NotConnected } from './NotConnected'
export type { NotConnectedProps } from './NotConnected'
export { copyText } from './copyText'
export { useWindowedList } from './windowing'
export type { WindowedList, WindowedListOptions } from './windowing'
