// Characters no file system or browser takes in a name (Windows' set is the widest), and spaces.
// eslint-disable-next-line no-control-regex -- control characters are among them
const unsafe = /[\s"*/:<>?\\|\u0000-\u001f\u007f]+/gu
// A name stays well under the 255 bytes file systems allow, even with two long CJK queries.
const maxValueLength = 30

function safePart(value: string): string {
  const cut = [...value.replace(unsafe, '_')].slice(0, maxValueLength).join('')
  // Dots and dashes at an end would read as part of the name's own punctuation.
  return cut.replace(/^[._-]+|[._-]+$/g, '')
}

/**
 * `songlist-q-千本桜-type-request-2025-11-25.csv`: each filter set, as its URL key and value, then
 * the day. Letters of any script stay; what a file name cannot hold becomes `_`.
 */
export function exportFileName(
  filters: readonly (readonly [key: string, value: string])[],
  day: string,
  extension: string,
): string {
  const parts = filters.flatMap(([key, value]) => {
    const safe = safePart(value)
    return safe ? [key, safe] : []
  })
  return `${['songlist', ...parts, day].join('-')}.${extension}`
}
