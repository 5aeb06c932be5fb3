// @vitest-environment node
// The local services' answers to the asset and token image calls, with Node's own fetch.
import { assetImageUrl, tokenImageUrl } from '../core/images/serviceImages'
import { startServices, type RunningServices } from '../demo/services/server'

let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, logErrors: false })
})

afterAll(async () => {
  await services?.stop()
})

async function image(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  }
}

describe('the local image calls', () => {
  it("serve the devnet networks' images by CAIP-2 id, as the kit asks for them", async () => {
    const mainnet = await image(assetImageUrl(services.url, 'eip155:31337', 'local'))
    const base = await image(assetImageUrl(services.url, 'eip155:31338', 'local'))
    expect(mainnet.status).toBe(200)
    expect(mainnet.type).toBe('image/svg+xml')
    expect(mainnet.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(base.body).not.toBe(mainnet.body)
  })

  it('answer a network they have no image for with a 404, so the kit keeps its own mark', async () => {
    expect((await image(assetImageUrl(services.url, 'eip155:1', 'local'))).status).toBe(404)
  })

  it("still draw an exchange's image by its name", async () => {
    const exchange = await image(assetImageUrl(services.url, 'Local Exchange', 'local'))
    expect(exchange.status).toBe(200)
    expect(exchange.body).toContain('>LE</text>')
  })

  it("serve the devnet tokens' images by symbol in any case, a 404 for the others", async () => {
    const usdc = await image(tokenImageUrl(services.url, 'USDC', 'local'))
    expect(usdc.status).toBe(200)
    expect(usdc.type).toBe('image/svg+xml')
    expect((await image(tokenImageUrl(services.url, 'eth', 'local'))).status).toBe(200)
    expect((await image(tokenImageUrl(services.url, 'WETH', 'local'))).status).toBe(404)
  })
})
