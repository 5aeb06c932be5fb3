// The inputs the fuzz suites throw at each boundary: anything at all, values near the valid
// shape (a valid input with one field changed), hostile objects (what a page script or a
// wallet can hand over: getters and proxies that throw) and response bodies as a service
// could send them.
import * as fc from 'fast-check'

/** Keys that name Object.prototype members: lookups by such a key must not find the prototype. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
] as const

/** Strings a boundary has to refuse or survive: empty, prototype keys, schemes, huge, odd. */
export const trickyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    ...PROTOTYPE_KEYS,
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://',
    'https://example.com',
    'wss://relay.example.com',
    'eip155:1',
    'eip155:0',
    'eip155:99999999999999999999',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    '0x',
    '0x0',
    '0x1',
    '0x' + 'f'.repeat(64),
    '0x' + '0'.repeat(40),
    '0xAbCdEf0000000000000000000000000000000000',
    '1e80',
    '-1',
    'NaN',
    'Infinity',
    '0.000000000000000000001',
    '\u0000',
    '\uD800',
    '<img src=x onerror=alert(1)>',
    '%',
    '../../',
  ),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constant('x'.repeat(100_000)),
)

/** Numbers a boundary has to refuse or survive. */
export const trickyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.1,
    1e-7,
    1e21,
    1e80,
    Number.MAX_SAFE_INTEGER + 1,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Infinity,
    -Infinity,
    NaN,
  ),
  fc.integer(),
  fc.double(),
)

/**
 * Any value at all: every primitive, boxed values, dates, maps, sets, typed and sparse arrays,
 * objects without a prototype, and keys that name Object.prototype members.
 */
export const anything: fc.Arbitrary<unknown> = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS)),
  maxDepth: 3,
  maxKeys: 6,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
})

/** What JSON can carry: the values a service's body parses to. */
export const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4 })

/** A value near any valid one: the tricky strings and numbers, the other primitives, anything. */
export const nearValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      undefined,
      true,
      false,
      [],
      {},
      [null],
      Object.create(null) as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.bigInt() },
  { weight: 2, arbitrary: anything },
)

/** A value near a valid JSON one: what a service could really send instead of the right field. */
export const nearJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyNumber.filter(Number.isFinite) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], '') },
  { weight: 2, arbitrary: jsonValue },
)

/**
 * Objects a hostile page or wallet can hand over: a getter that throws on a given key, a
 * proxy that throws on every property it is asked about, a value whose conversion to text
 * throws. (Symbol keys answer normally, so fast-check itself can print and clone them.)
 */
export function hostileObject(keys: readonly string[] = []): fc.Arbitrary<object> {
  const boom = () => {
    throw new Error('hostile getter')
  }
  const printable = (description: string) => ({ [fc.toStringMethod]: () => description })
  const throwOnStrings =
    <A extends unknown[], R>(fallback: (...args: A) => R) =>
    (...args: A): R => {
      if (typeof args[1] !== 'symbol') boom()
      return fallback(...args)
    }
  return fc.oneof(
    fc
      .constantFrom(...keys, 'request', 'code', 'message', 'data', 'cause', 'info', 'then')
      .map((key) =>
        Object.defineProperty(printable(`{ get ${key}() { throw } }`), key, {
          get: boom,
          enumerable: true,
        }),
      ),
    fc.constant(null).map(
      () =>
        new Proxy(printable('a proxy throwing on every key'), {
          get: throwOnStrings(Reflect.get),
          has: throwOnStrings(Reflect.has),
          getOwnPropertyDescriptor: throwOnStrings(Reflect.getOwnPropertyDescriptor),
          ownKeys: boom,
        }),
    ),
    fc.constant(null).map(() => ({
      ...printable('an object whose toString, valueOf and toJSON throw'),
      toString: boom,
      valueOf: boom,
      toJSON: boom,
    })),
  )
}

type Path = readonly (string | number)[]

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null)

/**
 * The entries of a plain object or array, or undefined for anything else: also for hostile
 * values (proxies, throwing getters), which are left whole as leaves.
 */
function entriesOf(value: unknown): [string | number, unknown][] | undefined {
  try {
    // Array.from reads the holes of a sparse array too (map would keep them as holes).
    if (Array.isArray(value))
      return Array.from(value, (item, index): [number, unknown] => [index, item])
    if (isPlainObject(value)) return Object.keys(value).map((key) => [key, value[key]])
  } catch {
    // Hostile: not walked into.
  }
  return undefined
}

/** Every path to a field of plain objects and arrays inside `value` (the root excluded). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = []
  for (const [key, item] of entriesOf(value) ?? []) {
    paths.push([...prefix, key], ...pathsOf(item, [...prefix, key]))
  }
  return paths
}

/** A copy of the plain objects and arrays in `value`; anything else is shared. */
function cloneData<T>(value: T): T {
  const entries = entriesOf(value)
  if (!entries) return value
  if (Array.isArray(value)) return entries.map(([, item]) => cloneData(item)) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of entries) defineOwn(copy, key, cloneData(item))
  return copy as T
}

/** Sets an own property, also for `__proto__` (as JSON.parse does), never the prototype. */
function defineOwn(target: object, key: string | number, value: unknown) {
  try {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } catch {
    // A key that cannot be redefined (an array's `length`): the input stays as it was.
  }
}

type Mutation =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'delete'; path: Path }
  | { kind: 'add'; path: Path; key: string; value: unknown }

function applyMutation<T>(valid: T, mutation: Mutation): unknown {
  const copy = cloneData(valid)
  const parentPath = mutation.kind === 'add' ? mutation.path : mutation.path.slice(0, -1)
  let parent: unknown = copy
  for (const key of parentPath) parent = (parent as Record<string | number, unknown>)[key]
  if (typeof parent !== 'object' || parent === null) return copy
  if (mutation.kind === 'add') {
    defineOwn(parent, mutation.key, mutation.value)
  } else {
    const key = mutation.path[mutation.path.length - 1] as string | number
    if (mutation.kind === 'set') defineOwn(parent, key, mutation.value)
    else if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1)
    else delete (parent as Record<string | number, unknown>)[key]
  }
  return copy
}

/**
 * A valid input with one thing changed: one field (at any depth) set to a value near the
 * valid one, removed, or an unexpected key added beside it.
 */
export function mutatedFrom<T>(
  valid: fc.Arbitrary<T>,
  replacement: fc.Arbitrary<unknown> = nearValue,
): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths = pathsOf(value)
    const containers: Path[] = [
      [],
      ...paths.filter((path) => {
        let at: unknown = value
        for (const key of path) at = (at as Record<string | number, unknown>)[key]
        return !Array.isArray(at) && entriesOf(at) !== undefined
      }),
    ]
    const mutations: fc.Arbitrary<Mutation>[] = [
      fc
        .record({ path: fc.constantFrom(...containers), key: trickyString, value: replacement })
        .map(({ path, key, value: added }) => ({ kind: 'add', path, key, value: added })),
    ]
    if (paths.length > 0) {
      mutations.push(
        fc
          .record({ path: fc.constantFrom(...paths), value: replacement })
          .map(({ path, value: replaced }) => ({ kind: 'set', path, value: replaced })),
        fc.constantFrom(...paths).map((path) => ({ kind: 'delete', path })),
      )
    }
    return fc.oneof(...mutations).map((mutation) => applyMutation(value, mutation))
  })
}

/** Valid inputs as they are, and with one thing changed: the structure-aware arbitrary. */
export function nearValid<T>(
  valid: fc.Arbitrary<T>,
  replacement: fc.Arbitrary<unknown> = nearValue,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: valid as fc.Arbitrary<unknown> },
    { weight: 4, arbitrary: mutatedFrom(valid, replacement) },
  )
}

/**
 * A response body as a service could send it: JSON of a valid answer with one field changed,
 * JSON of anything, or text that is not JSON at all.
 */
export function responseBody<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => JSON.stringify(value)) },
    {
      weight: 6,
      arbitrary: mutatedFrom(valid, nearJsonValue).map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('', ' ', 'null', '{', '[', 'undefined', '<html></html>', '{"a":1}x'),
        fc.string(),
      ),
    },
  )
}
