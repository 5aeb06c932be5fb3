import { shortAddress } from '../../react/shortAddress'
import { useT } from '../../ui/i18n'
import { IconButton } from '../../ui/IconButton'
import { CopyIcon } from '../../ui/icons'
import { useAppDispatch } from '../../ui/store'
import { Text } from '../../ui/Text'
import { showError, showSuccess } from '../../../core/snackbar/show'

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

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http) and in some embedding frames.
      if (typeof navigator.clipboard?.writeText !== 'function') {
        throw new Error('The clipboard is not available')
      }
      await navigator.clipboard.writeText(address)
    } catch {
      void dispatch(showError({ key: 'account.copyFailed' }))
      return
    }
    void dispatch(showSuccess('account.copied'))
  }

  return (
    <div className="account-address">
      <Text as={isHeading ? 'h3' : 'p'} variant={isHeading ? 'title' : 'muted'} title={address}>
        <span aria-hidden="true">{shortAddress(address)}</span>
        <span className="visually-hidden">{address}</span>
      </Text>
      <IconButton aria-label={t('account.copyAddress')} onClick={() => void copy()}>
        <CopyIcon />
      </IconButton>
    </div>
  )
}
