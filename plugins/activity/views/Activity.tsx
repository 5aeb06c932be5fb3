import type { ViewProps } from 'portico/ui'
import { ActivityList } from '../ActivityList'

/** The Activity view: the same list as the Account view's tab, on a view of its own. */
export default function Activity(_props: ViewProps) {
  return <ActivityList />
}
