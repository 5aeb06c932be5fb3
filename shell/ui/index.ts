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
export { useModalRuntime } from './runtime'
export type { ViewProps } from './view'
export { useEndpointQuery } from './useEndpointQuery'
export type { EndpointQueryResult, QueryEndpoint } from './useEndpointQuery'
