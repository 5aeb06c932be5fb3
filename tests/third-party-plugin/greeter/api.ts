import * as z from 'zod/mini'
import type { ServiceApis } from '../../../index'

/** The shape of the plugin's own service call, shared with its msw handler. */
export const greetingSchema = z.object({ text: z.string().check(z.minLength(1)) })
export type Greeting = z.infer<typeof greetingSchema>

/** Injects `GET /greeter/v1/greeting?name=` into the shared wallet-services API. */
export function injectGreeterEndpoints(apis: ServiceApis) {
  return apis.walletServices.injectEndpoints({
    endpoints: (build) => ({
      greeting: build.query<Greeting, string>({
        query: (name) => ({ url: '/greeter/v1/greeting', params: { name } }),
        responseSchema: greetingSchema,
      }),
    }),
    // A modal may load the plugin again after unloading it.
    overrideExisting: true,
  })
}

export type GreeterApi = ReturnType<typeof injectGreeterEndpoints>

/** Filled in by the plugin's `endpoints`, read by its view (both load with the plugin). */
export const greeterApi: { current: GreeterApi | undefined } = { current: undefined }

/** The greeting endpoint; the view renders only once the plugin has injected it. */
export function greetingEndpoint() {
  const api = greeterApi.current
  if (!api) throw new Error('The greeter plugin is not set up')
  return api.endpoints.greeting
}
