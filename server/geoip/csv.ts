import { open } from 'node:fs/promises'
import { createInterface } from 'node:readline'

/**
 * CSV files read a line at a time (a GeoIP file is hundreds of megabytes: only what is kept
 * of each line stays in memory), each line split into its fields.
 */

/** A file that cannot be read or understood: the message names the file and, if any, the line. */
export class GeoIpFileError extends Error {
  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line === undefined ? '' : ` line ${line}`}: ${message}`)
    this.name = 'GeoIpFileError'
  }
}

/**
 * The fields of one CSV line (RFC 4180: a field in double quotes may hold commas, and `""` is
 * a quote), the first `limit` of them only when given; undefined when a quote is left open.
 */
export function csvFields(line: string, limit?: number): string[] | undefined {
  if (!line.includes('"')) return line.split(',', limit)
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]
    if (quoted) {
      if (char !== '"') field += char
      else if (line[at + 1] === '"') {
        field += '"'
        at += 1
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      if (fields.length === limit) return fields
      field = ''
    } else field += char
  }
  if (quoted) return undefined
  fields.push(field)
  return fields
}

/**
 * Reads `file`'s header, then gives `row` each row's fields (by column name) and line
 * number. Fails, naming the file and line, when it cannot be opened, a column is missing or
 * a row is short; `row` throws its own errors as GeoIpFileError.
 */
export async function readCsv<Column extends string>(
  file: string,
  columns: readonly Column[],
  row: (field: (column: Column) => string, line: number) => void,
): Promise<void> {
  const handle = await open(file).catch((error: unknown) => {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error)
    throw new GeoIpFileError(file, undefined, `cannot be read (${reason})`)
  })
  const lines = createInterface({ input: handle.createReadStream(), crlfDelay: Infinity })
  let number = 0
  let positions: number[] | undefined
  let widest = 0
  try {
    for await (const text of lines) {
      number += 1
      if (text === '') continue
      // Past the header, only as many fields as the columns read reach.
      const fields = positions
        ? csvFields(text, widest + 1)
        : csvFields(text.replace(/^\uFEFF/, ''))
      if (!fields) throw new GeoIpFileError(file, number, 'a quoted field is not closed')
      if (!positions) {
        const missing = columns.filter((column) => !fields.includes(column))
        if (missing.length > 0)
          throw new GeoIpFileError(
            file,
            number,
            `the header has no column ${missing.join(', ')} (is this a MaxMind City CSV file?)`,
          )
        positions = columns.map((column) => fields.indexOf(column))
        widest = Math.max(...positions)
        continue
      }
      if (fields.length <= widest)
        throw new GeoIpFileError(
          file,
          number,
          `has ${fields.length} fields, the header ${widest + 1}`,
        )
      const at = positions
      row((column) => fields[at[columns.indexOf(column)] ?? -1] ?? '', number)
    }
  } catch (error) {
    if (error instanceof GeoIpFileError) throw error
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error)
    throw new GeoIpFileError(file, number === 0 ? undefined : number, `cannot be read (${reason})`)
  } finally {
    lines.close()
    await handle.close()
  }
  if (!positions) throw new GeoIpFileError(file, undefined, 'is empty (no header)')
}
