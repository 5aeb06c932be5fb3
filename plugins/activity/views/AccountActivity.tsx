import type { ViewProps } from 'portico/ui'
import { ActivityList } from '../ActivityList'

/** The Account view's Activity tab: the account's recent transactions. */
export default function AccountActivity(_props: ViewProps) {
  return <ActivityList />
}
