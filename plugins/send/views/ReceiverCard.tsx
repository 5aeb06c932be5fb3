import { Text } from 'portico/ui'

export interface ReceiverCardProps {
  address: string
  name: string | undefined
  imageUrl: string | undefined
}

/**
 * Who receives: the avatar and name when the receiver has them, and always the whole
 * address, never shortened, so the visitor can check it against what they meant.
 */
export function ReceiverCard({ address, name, imageUrl }: ReceiverCardProps) {
  return (
    <span className="send-receiver">
      {imageUrl && <img src={imageUrl} alt="" width={28} height={28} />}
      <span className="send-receiver-text">
        {name && <Text as="span">{name}</Text>}
        <span className="send-receiver-address" dir="ltr">
          {address}
        </span>
      </span>
    </span>
  )
}
