/**
 * A plugin written the way a third party would: only `portico` and `portico/ui` (here
 * '../../../index' and '../../../ui'), plus its own dependencies. It brings a slice, an
 * endpoint on the shared wallet-services API, a listener, a view and its translations.
 */
import { definePlugin } from '../../../index'
import { greeterApi, injectGreeterEndpoints } from './api'
import { greeted, greeterSlice, type GreeterState } from './state'

declare module '../../../index' {
  interface Views {
    Greeter: { name: string } | undefined
  }
  interface LazyLoadedSlices {
    greeter: GreeterState
  }
}

export default definePlugin({
  id: 'greeter',
  feature: 'greeter',
  slices: [greeterSlice],
  endpoints: (apis) => {
    greeterApi.current = injectGreeterEndpoints(apis)
  },
  listeners: (startListening) => {
    // Every greeting is tracked, as a plugin's own analytics event.
    startListening({
      actionCreator: greeted,
      effect: (action, api) => {
        api.extra.runtime.analytics.track('GREETED', { name: action.payload })
      },
    })
  },
  views: { Greeter: () => import('./GreeterView') },
  locales: {
    en: {
      views: { Greeter: 'Greetings' },
      stranger: 'stranger',
      loading: 'Preparing a greeting…',
      unavailable: 'No greeting today.',
      count: 'Greeted {{count}} times',
      greetAgain: 'Greet me again',
      thanks: 'Hello again, {{name}}',
    },
    es: {
      views: { Greeter: 'Saludos' },
      stranger: 'desconocido',
      loading: 'Preparando un saludo…',
      unavailable: 'Hoy no hay saludo.',
      count: 'Saludado {{count}} veces',
      greetAgain: 'Salúdame otra vez',
      thanks: 'Hola de nuevo, {{name}}',
    },
    de: {
      views: { Greeter: 'Grüße' },
      stranger: 'Fremder',
      loading: 'Ein Gruß wird vorbereitet…',
      unavailable: 'Heute kein Gruß.',
      count: '{{count}} Mal gegrüßt',
      greetAgain: 'Grüß mich noch einmal',
      thanks: 'Hallo nochmal, {{name}}',
    },
  },
  setup: ({ logger }) => logger.debug('greeter ready'),
  teardown: () => {
    greeterApi.current = undefined
  },
})
