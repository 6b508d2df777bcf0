/**
 * A stored draft, when it has the shape of `template` (each of its fields, of the same type) and
 * `accept` takes it; anything else (corrupt JSON, another version's shape) is null. Loaded only
 * when a draft was stored, which most visits never have.
 */
export function parseDraft<T extends object>(
  raw: string,
  template: T,
  accept: (draft: T) => boolean,
): T | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const stored = value as Record<string, unknown>
    const fields = Object.entries(template).map(([name, kept]) => [name, stored[name], kept])
    if (fields.some(([, read, kept]) => typeof read !== typeof kept)) return null
    const draft = Object.fromEntries(fields.map(([name, read]) => [name, read])) as T
    return accept(draft) ? draft : null
  } catch {
    return null
  }
}
