import { invalidViewData, selectActiveAccount } from 'portico/plugin'
import { NotConnected, Text, useAppSelector, usePortico, useT, type ViewProps } from 'portico/ui'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { nftSchema, type Nft } from '../schemas'
import { nftTitle } from './NftRow'
import { SendNftForm } from './SendNftForm'
import { NFTS_STYLES } from './styles'

const detailDataSchema = z.object({ nft: nftSchema })

/** A trait's value as text: numbers and booleans as they are. */
const traitValue = (value: string | number | boolean) => String(value)

/** The item's facts: collection, token id, contract and standard. */
function Facts({ nft }: { nft: Nft }) {
  const t = useT('nfts')
  return (
    <dl className="nft-facts">
      <dt>{t('detail.collection')}</dt>
      <dd>{nft.contract.name || nft.contract.symbol || t('unknownCollection')}</dd>
      <dt>{t('detail.tokenId')}</dt>
      <dd>{nft.tokenId}</dd>
      <dt>{t('detail.contract')}</dt>
      <dd>
        <code>{nft.contract.address}</code>
      </dd>
      <dt>{t('detail.standard')}</dt>
      <dd>{t(`standards.${nft.contract.standard}`)}</dd>
    </dl>
  )
}

/**
 * One item: its image, name and description, its facts and traits, and Send, which hands it
 * to another address through the connected wallet. The item comes as the view's data, parsed
 * with the NFT call's schema: data a host or another view passes is a boundary too.
 */
export default function NftDetail({ data }: ViewProps) {
  const t = useT('nfts')
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const parsed = detailDataSchema.safeParse(data)
  const issues = parsed.success ? undefined : parsed.error.issues
  useEffect(() => {
    if (issues) modal.logger.warn(invalidViewData('NftDetail', issues))
  }, [issues, modal])

  if (!parsed.success) {
    return (
      <div className="nft-detail">
        <Text role="alert">{t('detail.missing')}</Text>
      </div>
    )
  }
  const { nft } = parsed.data
  const title = nftTitle(nft)
  const traits = nft.attributes ?? []
  return (
    <div className="nft-detail">
      <style>{NFTS_STYLES}</style>
      {nft.image ? <img className="nft-image" src={nft.image.url} alt={title} /> : null}
      <Text as="h2" variant="title">
        {title}
      </Text>
      {nft.description ? <Text variant="muted">{nft.description}</Text> : null}
      <Facts nft={nft} />
      {traits.length > 0 ? (
        <section aria-labelledby="nft-traits-heading">
          <Text as="h3" variant="small" id="nft-traits-heading">
            {t('detail.traits')}
          </Text>
          <ul className="nft-traits" aria-labelledby="nft-traits-heading">
            {traits.map((trait, index) => (
              <li key={`${index}:${trait.trait_type ?? ''}`}>
                <span className="nft-trait-type">{trait.trait_type || t('detail.trait')}</span>
                <span>{traitValue(trait.value)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {account.status === 'connected' &&
      account.address !== undefined &&
      account.caipNetworkId !== undefined ? (
        <SendNftForm
          nft={nft}
          title={title}
          list={{ address: account.address, chainId: account.caipNetworkId }}
        />
      ) : (
        <NotConnected message={t('send.notConnected')} />
      )}
    </div>
  )
}
