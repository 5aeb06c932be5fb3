// The shop's Members section: nothing of it before sign-in; once the kit holds a session
// (useSession), its content is fetched from the shop's server, which checks the session.
import { useEffect, useState } from 'react'
import { useHostMethod, useSession } from '../../react'
import type { ShopMembers } from '../services/shopSchemas'

type Loaded = { state: 'loaded'; members: ShopMembers } | { state: 'failed'; reason: string }

export function Members({ load }: { load: () => Promise<ShopMembers> }) {
  const { session } = useSession()
  const signOut = useHostMethod('signOut')
  const [loaded, setLoaded] = useState<{ signature: string; result: Loaded } | undefined>()
  const signature = session?.signature

  useEffect(() => {
    if (signature === undefined) return
    let current = true
    load()
      .then((members) => current && setLoaded({ signature, result: { state: 'loaded', members } }))
      .catch(
        (error: unknown) =>
          current && setLoaded({ signature, result: { state: 'failed', reason: String(error) } }),
      )
    return () => {
      current = false
    }
  }, [signature, load])

  if (signature === undefined) return null
  const result = loaded?.signature === signature ? loaded.result : undefined
  return (
    <section className="members" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      {result === undefined && <p role="status">Loading the members area…</p>}
      {result?.state === 'failed' && (
        <p role="alert">The members area did not load ({result.reason}).</p>
      )}
      {result?.state === 'loaded' && (
        <>
          <p>
            Signed in as <code>{result.members.address}</code>.
          </p>
          <ul>
            {result.members.perks.map((perk) => (
              <li key={perk.title}>
                <strong>{perk.title}</strong>: {perk.detail}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </section>
  )
}
