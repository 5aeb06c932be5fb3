// The stand-in's own storage for oidc-provider (its `adapter` setting): sessions, interactions,
// grants and authorization codes in memory, one store per stand-in, gone when it stops. That is
// what a stand-in wants (each demo run and each test starts with no one signed in), so it is
// said here, by a storage the stand-in owns, rather than by oidc-provider's quick-start default,
// which warns at every issuer that it is not meant to keep data. A real provider is never this
// code: the auth service talks to providers only over OpenID Connect.

/** A stored model as oidc-provider hands it over; the fields the storage indexes by. */
export interface StoredPayload {
  uid?: string
  userCode?: string
  grantId?: string
  consumed?: number
  [field: string]: unknown
}

/** oidc-provider's adapter interface: one per model (Session, Grant, AuthorizationCode...). */
export interface ModelStorage {
  upsert(id: string, payload: StoredPayload, expiresIn?: number): Promise<void>
  find(id: string): Promise<StoredPayload | undefined>
  findByUid(uid: string): Promise<StoredPayload | undefined>
  findByUserCode(userCode: string): Promise<StoredPayload | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

interface Row {
  payload: StoredPayload
  /** When it expires (ms since the epoch); Infinity for a row stored without a lifetime. */
  expiresAt: number
}

/**
 * A storage for one stand-in: `adapterOf(model)` is what oidc-provider's `adapter` setting
 * takes (a factory it calls with each model's name). `now`: the clock rows expire by.
 */
export function standInStorage(now: () => number = Date.now) {
  const rows = new Map<string, Row>()
  /** Secondary keys (a session's uid, a device flow's user code) to a row's key. */
  const index = new Map<string, string>()
  /** A grant's id to the keys of the rows issued under it (revoked together). */
  const byGrant = new Map<string, Set<string>>()

  function live(key: string): StoredPayload | undefined {
    const row = rows.get(key)
    if (row === undefined) return undefined
    if (row.expiresAt > now()) return row.payload
    rows.delete(key)
    return undefined
  }

  function remove(key: string) {
    const row = rows.get(key)
    rows.delete(key)
    if (row?.payload.uid !== undefined) index.delete(`uid:${row.payload.uid}`)
    if (row?.payload.userCode !== undefined) index.delete(`userCode:${row.payload.userCode}`)
  }

  function adapterOf(model: string): ModelStorage {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id)
        const expiresAt = expiresIn === undefined ? Infinity : now() + expiresIn * 1000
        rows.set(key, { payload, expiresAt })
        if (payload.uid !== undefined) index.set(`uid:${payload.uid}`, key)
        if (payload.userCode !== undefined) index.set(`userCode:${payload.userCode}`, key)
        if (payload.grantId !== undefined) {
          const members = byGrant.get(payload.grantId) ?? new Set<string>()
          members.add(key)
          byGrant.set(payload.grantId, members)
        }
      },
      async find(id) {
        return live(keyOf(id))
      },
      async findByUid(uid) {
        const key = index.get(`uid:${uid}`)
        return key === undefined ? undefined : live(key)
      },
      async findByUserCode(userCode) {
        const key = index.get(`userCode:${userCode}`)
        return key === undefined ? undefined : live(key)
      },
      async consume(id) {
        const payload = live(keyOf(id))
        if (payload !== undefined) payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        remove(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) remove(key)
        byGrant.delete(grantId)
      },
    }
  }

  return { adapterOf }
}
