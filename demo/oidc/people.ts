// The demo people of the OpenID Connect stand-in: the same few at every provider, each with
// a subject of their own there (as a real provider gives each account one).

export interface DemoPerson {
  id: string
  name: string
  username: string
  email: string
  /** Whether the provider says it verified the address (an unverified one never links). */
  emailVerified: boolean
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'ada',
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
  },
  {
    id: 'grace',
    name: 'Grace Hopper',
    username: 'grace',
    email: 'grace@example.com',
    emailVerified: true,
  },
  {
    id: 'alan',
    name: 'Alan Turing',
    username: 'alan',
    email: 'ada@example.com',
    emailVerified: false,
  },
]

/** A person's stable subject at one provider, e.g. `github-ada`. */
export const subjectOf = (provider: string, person: DemoPerson) => `${provider}-${person.id}`

export function personOf(provider: string, subject: string): DemoPerson | undefined {
  return DEMO_PEOPLE.find((person) => subjectOf(provider, person) === subject)
}
