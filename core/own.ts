/**
 * `record[key]` when the record has that key itself, else `undefined`: a key from a host,
 * a plugin or a service (`'constructor'`, `'toString'`, `'__proto__'`) never reaches
 * Object.prototype. Every lookup in a plain-object table by such a key goes through here.
 */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined
