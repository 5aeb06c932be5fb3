/**
 * Sorted, disjoint address ranges, each with a payload (a place's index), searched by binary
 * search. Values are kept in typed arrays as 32-bit words (one per IPv4 value, four per IPv6
 * value), so millions of ranges cost 12 (IPv4) or 36 (IPv6) bytes each, not objects.
 */

const INITIAL_CAPACITY = 1024

/** Unsigned integers of `words` 32-bit words each, in one growable Uint32Array. */
class WordColumn {
  private data: Uint32Array
  constructor(
    private readonly words: number,
    capacity: number,
  ) {
    this.data = new Uint32Array(words * capacity)
  }

  get(index: number): bigint {
    if (this.words === 1) return BigInt(this.data[index] ?? 0)
    let value = 0n
    const at = index * this.words
    for (let word = 0; word < this.words; word += 1)
      value = (value << 32n) | BigInt(this.data[at + word] ?? 0)
    return value
  }

  set(index: number, value: bigint): void {
    if (index * this.words >= this.data.length) {
      const grown = new Uint32Array(Math.max(this.data.length * 2, this.words * INITIAL_CAPACITY))
      grown.set(this.data)
      this.data = grown
    }
    if (this.words === 1) {
      this.data[index] = Number(value)
      return
    }
    let rest = value
    for (let word = this.words - 1; word >= 0; word -= 1) {
      this.data[index * this.words + word] = Number(rest & 0xffff_ffffn)
      rest >>= 32n
    }
  }

  /** Drops the room grown for values never set. */
  trim(count: number): void {
    this.data = this.data.slice(0, count * this.words)
  }
}

/** A growable Uint32Array of plain numbers (payloads, line numbers). */
class NumberColumn {
  data = new Uint32Array(INITIAL_CAPACITY)
  set(index: number, value: number): void {
    if (index >= this.data.length) {
      const grown = new Uint32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[index] = value
  }
}

/** Input the table cannot hold: `line` is where the offending range was read. */
export class RangeInputError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message)
    this.name = 'RangeInputError'
  }
}

/** One range found: its first and last value and its payload. */
export interface FoundRange {
  start: bigint
  end: bigint
  payload: number
}

export interface RangeTable {
  readonly size: number
  /** The payload of the range holding `value`; undefined when none does. */
  find(value: bigint): number | undefined
  /** Every range holding at least one value of [start, end], in order. */
  overlapping(start: bigint, end: bigint): FoundRange[]
}

/**
 * Collects ranges of `bits`-bit values (32 or 128) in any order, then builds the table. The
 * ranges of a GeoIP file are sorted and disjoint, and are kept as read. Others are sorted; a
 * range inside another wins over it for its own values (the more specific network, as in
 * routing); ranges that overlap without one holding the other, or repeat, are refused, naming
 * both lines: which one to believe would be a guess.
 */
export class RangeTableBuilder {
  private readonly words: number
  private readonly starts: WordColumn
  private readonly ends: WordColumn
  private readonly payloads = new NumberColumn()
  private readonly lines = new NumberColumn()
  private count = 0
  private ordered = true
  private lastEnd = -1n

  constructor(private readonly bits: 32 | 128) {
    this.words = bits / 32
    this.starts = new WordColumn(this.words, INITIAL_CAPACITY)
    this.ends = new WordColumn(this.words, INITIAL_CAPACITY)
  }

  /** Adds [start, end] (inclusive) with its payload; `line` names it in errors. */
  add(start: bigint, end: bigint, payload: number, line: number): void {
    const max = (1n << BigInt(this.bits)) - 1n
    if (start < 0n || end > max || start > end)
      throw new RangeInputError(line, `not a range of ${this.bits}-bit addresses`)
    if (start <= this.lastEnd) this.ordered = false
    else this.lastEnd = end
    this.starts.set(this.count, start)
    this.ends.set(this.count, end)
    this.payloads.set(this.count, payload)
    this.lines.set(this.count, line)
    this.count += 1
  }

  build(): RangeTable {
    if (!this.ordered) return this.flattened()
    this.starts.trim(this.count)
    this.ends.trim(this.count)
    return table(this.starts, this.ends, this.payloads.data.slice(0, this.count), this.count)
  }

  /** Sorted by start, outer ranges first; nested ones cut out of those holding them. */
  private flattened(): RangeTable {
    const { starts, ends } = this
    const payload = (index: number) => this.payloads.data[index] ?? 0
    const line = (index: number) => this.lines.data[index] ?? 0
    const order = Uint32Array.from({ length: this.count }, (_, index) => index).sort((a, b) => {
      const byStart = starts.get(a) - starts.get(b)
      const byEnd = ends.get(b) - ends.get(a)
      return byStart !== 0n ? (byStart < 0n ? -1 : 1) : byEnd === 0n ? a - b : byEnd < 0n ? -1 : 1
    })
    const out = new RangeTableBuilder(this.bits)
    // The ranges holding the position reached, innermost last.
    const open: number[] = []
    let cursor = 0n
    const emitThrough = (end: bigint, index: number) => {
      if (cursor <= end) out.add(cursor, end, payload(index), line(index))
      cursor = end + 1n
    }
    for (const index of order) {
      const start = starts.get(index)
      const end = ends.get(index)
      for (let top = open.at(-1); top !== undefined && ends.get(top) < start; top = open.at(-1)) {
        emitThrough(ends.get(top), top)
        open.pop()
      }
      const holder = open.at(-1)
      if (holder !== undefined) {
        const repeats = starts.get(holder) === start && ends.get(holder) === end
        if (repeats || end > ends.get(holder))
          throw new RangeInputError(
            line(index),
            repeats
              ? `repeats the network of line ${line(holder)}`
              : `overlaps the network of line ${line(holder)} without being inside it`,
          )
        emitThrough(start - 1n, holder)
      }
      cursor = start
      open.push(index)
    }
    for (let top = open.pop(); top !== undefined; top = open.pop()) emitThrough(ends.get(top), top)
    return out.build()
  }
}

function table(starts: WordColumn, ends: WordColumn, payloads: Uint32Array, size: number) {
  /** The index of the last range starting at or before `value`; -1 when none does. */
  const lastStartingBy = (value: bigint): number => {
    let low = 0
    let high = size - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      if (starts.get(middle) <= value) low = middle + 1
      else high = middle - 1
    }
    return high
  }
  const found = (index: number): FoundRange => ({
    start: starts.get(index),
    end: ends.get(index),
    payload: payloads[index] ?? 0,
  })
  return {
    size,
    find(value: bigint) {
      const index = lastStartingBy(value)
      return index >= 0 && ends.get(index) >= value ? payloads[index] : undefined
    },
    overlapping(start: bigint, end: bigint) {
      const result: FoundRange[] = []
      let index = lastStartingBy(start)
      if (index < 0 || ends.get(index) < start) index += 1
      for (; index < size && starts.get(index) <= end; index += 1) result.push(found(index))
      return result
    },
  } satisfies RangeTable
}
