import {
  Button,
  Skeleton,
  Text,
  showSuccess,
  useAppDispatch,
  useAppSelector,
  useEndpointQuery,
  useT,
  type ViewProps,
} from '../../../ui'
import { greetingEndpoint } from './api'
import { greeted } from './state'

type GreeterData = { name: string } | undefined

/** Greets the visitor by the name it was opened with, through the plugin's own endpoint. */
export default function GreeterView({ data }: ViewProps<GreeterData>) {
  const t = useT('greeter')
  const dispatch = useAppDispatch()
  const name = data?.name ?? t('stranger')
  const greeting = useEndpointQuery(greetingEndpoint(), name)
  const greetings = useAppSelector((state) => state.greeter?.greetings ?? 0)

  return (
    <section>
      {greeting.isSuccess && greeting.data ? (
        <Text>{greeting.data.text}</Text>
      ) : greeting.isError ? (
        <Text>{t('unavailable')}</Text>
      ) : (
        <Skeleton label={t('loading')} />
      )}
      <Text>{t('count', { count: greetings })}</Text>
      <Button
        onClick={() => {
          dispatch(greeted(name))
          void dispatch(showSuccess('greeter:thanks', { name }))
        }}
      >
        {t('greetAgain')}
      </Button>
    </section>
  )
}
