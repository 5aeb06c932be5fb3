import type { Modal } from 'portico'
import { FakeProvider, serviceHandlers } from 'portico/testing'
import { receiverResolved, receiverTyped, selectSend } from './slice'
import {
  RECEIVER,
  connectedSendModal,
  ethBalance,
  nameHandlers,
  setupSendServer,
  SENDER,
} from './test/fixtures'

const server = setupSendServer()
const AVATAR = 'https://avatars.example/ada.png'

beforeEach(() => {
  localStorage.clear()
  server.use(serviceHandlers.balances({ [SENDER.toLowerCase()]: [ethBalance('1')] }))
})

const receiver = (modal: Modal) => {
  const send = selectSend(modal.getState())
  return {
    lookup: send.receiverLookup,
    address: send.receiverAddress,
    name: send.receiverProfileName,
    imageUrl: send.receiverProfileImageUrl,
  }
}

/** Types `input` as the receiver and waits for the lookup to settle. */
async function type(modal: Modal, input: string, timeout = 2000) {
  modal.store.dispatch(receiverTyped(input))
  await vi.waitFor(() => expect(receiver(modal).lookup).not.toBe('resolving'), { timeout })
  return receiver(modal)
}

describe('the receiver', () => {
  it('an account name resolves to its address, with the name and avatar', async () => {
    server.use(
      nameHandlers.names({ 'ada-lovelace': RECEIVER.toLowerCase() }),
      serviceHandlers.identities({
        [RECEIVER.toLowerCase()]: { name: 'ada-lovelace', avatar: AVATAR },
      }),
    )
    const modal = await connectedSendModal()

    await type(modal, 'Ada-Lovelace')
    await vi.waitFor(() =>
      expect(receiver(modal)).toEqual({
        lookup: 'resolved',
        address: RECEIVER,
        name: 'ada-lovelace',
        imageUrl: AVATAR,
      }),
    )
  })

  it('a name nobody holds is not found; a failing service is a failed lookup', async () => {
    server.use(nameHandlers.names({}))
    const modal = await connectedSendModal()
    expect(await type(modal, 'nobody-here')).toMatchObject({
      lookup: 'notFound',
      address: undefined,
    })

    server.use(nameHandlers.failing(503))
    // Three retries from 150 ms before the lookup gives up.
    expect(await type(modal, 'grace-hopper', 5000)).toMatchObject({
      lookup: 'failed',
      address: undefined,
    })
  })

  it('a name registered to something that is no address of the namespace is a failed lookup', async () => {
    server.use(nameHandlers.names({ 'odd-name': 'not-an-address' }))
    const modal = await connectedSendModal()
    expect(await type(modal, 'odd-name')).toMatchObject({ lookup: 'failed', address: undefined })
  })

  it('an address is the receiver at once, named by its identity when it has one', async () => {
    let lookups = 0
    server.use(
      nameHandlers.names({}, () => (lookups += 1)),
      serviceHandlers.identities({ [RECEIVER.toLowerCase()]: { name: 'ada.eth', avatar: AVATAR } }),
    )
    const modal = await connectedSendModal()
    expect(await type(modal, RECEIVER.toLowerCase())).toMatchObject({
      lookup: 'resolved',
      address: RECEIVER,
    })
    await vi.waitFor(() => expect(receiver(modal).name).toBe('ada.eth'))
    expect(receiver(modal).imageUrl).toBe(AVATAR)
    expect(lookups).toBe(0)
  })

  it('refuses what is neither, naming a failed checksum', async () => {
    const modal = await connectedSendModal()
    expect(await type(modal, 'ab')).toMatchObject({ lookup: 'invalid' })
    expect(await type(modal, '0x12')).toMatchObject({ lookup: 'invalid' })
    expect(await type(modal, RECEIVER.replace('B', 'b'))).toMatchObject({ lookup: 'badChecksum' })
    modal.store.dispatch(receiverTyped(''))
    expect(receiver(modal).lookup).toBe('idle')
  })

  it('looks up only what the visitor stopped typing at', async () => {
    const looked: string[] = []
    server.use(nameHandlers.names({ 'ada-lovelace': RECEIVER }, (name) => looked.push(name)))
    const modal = await connectedSendModal()
    for (const partial of ['ada-', 'ada-lo', 'ada-love', 'ada-lovelace']) {
      modal.store.dispatch(receiverTyped(partial))
    }
    await vi.waitFor(() => expect(receiver(modal).lookup).toBe('resolved'))
    expect(looked).toEqual(['ada-lovelace'])
  })

  it('drops an answer for an entry the visitor has changed since', async () => {
    server.use(nameHandlers.names({}))
    const modal = await connectedSendModal(new FakeProvider())
    modal.store.dispatch(receiverTyped('ada-lovelace'))
    modal.store.dispatch(receiverTyped('grace-hopper'))
    modal.store.dispatch(receiverResolved({ input: 'ada-lovelace', address: RECEIVER }))
    expect(receiver(modal)).toMatchObject({ lookup: 'resolving', address: undefined })
    // The entry typed last is the one answered.
    await vi.waitFor(() => expect(receiver(modal).lookup).toBe('notFound'))
  })
})
