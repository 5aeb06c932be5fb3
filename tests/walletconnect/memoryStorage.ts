import { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** A sign-client's storage kept in memory, so each test client starts empty and leaves nothing. */
export class MemoryStorage extends IKeyValueStorage {
  private readonly entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][]
  }

  async getItem<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined
  }

  async setItem<T>(key: string, value: T): Promise<void> {
    this.entries.set(key, value)
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
