import { displayName } from '../../react/displayName'
import { Text } from '../../ui/Text'

/**
 * The account's identity name as its heading: cut to DISPLAY_NAME_LIMIT characters with an
 * ellipsis, and then whole in its title, which is the heading's accessible
 * description and the tooltip on hover.
 */
export function IdentityName({ name }: { name: string }) {
  const { text, truncated } = displayName(name)
  return (
    <Text as="h3" variant="title" title={truncated ? name : undefined}>
      {text}
    </Text>
  )
}
