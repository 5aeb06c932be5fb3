// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createDeviceStore } from '../deviceStore'
import { deviceKey } from './deviceKey'

describe('the device key', () => {
  it('is one key when two loads of the frame make it at the same time', async () => {
    const factory = new IDBFactory()
    // Two loads (two tabs): two stores on one database, asking at once.
    const [one, two] = await Promise.all([
      deviceKey(createDeviceStore(factory)),
      deviceKey(createDeviceStore(factory)),
    ])
    expect(one.publicKey).toBe(two.publicKey)
    // And the one kept is the one both use: a third load reads it back.
    expect((await deviceKey(createDeviceStore(factory))).publicKey).toBe(one.publicKey)
  })

  it('is made once per load of the frame, however many ask', async () => {
    const devices = createDeviceStore(new IDBFactory())
    let made = 0
    const counting = {
      ...devices,
      async addDeviceKey(pair: CryptoKeyPair) {
        made += 1
        return devices.addDeviceKey(pair)
      },
    }
    const keys = await Promise.all([deviceKey(counting), deviceKey(counting), deviceKey(counting)])
    expect(new Set(keys.map((key) => key.publicKey)).size).toBe(1)
    expect(made).toBe(1)
    expect(await deviceKey(counting)).toBe(keys[0])
  })
})
