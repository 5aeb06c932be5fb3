import { shortAddress } from '../../react/shortAddress'
import { copyText } from '../../ui/copyText'
import { useT } from '../../ui/i18n'
import { IconButton } from '../../ui/IconButton'
import { CopyIcon } from '../../ui/icons'
import { useAppDispatch } from '../../ui/store'
import { Text } from '../../ui/Text'

export interface AddressLineProps {
  address: string
  /** The account's heading when it has no identity name. */
  isHeading: boolean
}

/**
 * The address, shortened on screen and whole for screen readers and on hover, with a button
 * that copies it whole.
 */
export function AddressLine({ address, isHeading }: AddressLineProps) {
  const t = useT()
  const dispatch = useAppDispatch()

  const copy = () => dispatch(copyText(address, 'account.copied', 'account.copyFailed'))

  return (
    <div className="account-address">
      <Text as={isHeading ? 'h3' : 'p'} variant={isHeading ? 'title' : 'muted'} title={address}>
        {/* An address reads left to right in any language. */}
        <span aria-hidden="true" dir="ltr">
          {shortAddress(address)}
        </span>
        <span className="visually-hidden">{address}</span>
      </Text>
      <IconButton aria-label={t('account.copyAddress')} onClick={() => void copy()}>
        <CopyIcon />
      </IconButton>
    </div>
  )
}
