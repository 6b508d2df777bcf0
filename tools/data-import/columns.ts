// Which column holds what, found by the header row's names in any order, so a fan group's sheet
// needs no rearranging: the names below in English, Japanese and Chinese, or others given by --map.

/** What the importer reads from each row. */
export const columnFields = [
  'date',
  'stream',
  'url',
  'time',
  'song',
  'artist',
  'end',
  'type',
  'reading',
] as const
export type ColumnField = (typeof columnFields)[number]

const optionalFields: ReadonlySet<ColumnField> = new Set(['end', 'type', 'reading'])

/**
 * The header names each field is known by. The time is where the song starts, so a sheet with
 * start and end columns (開始, 終了) names it by its start; 時間 is "time" in Japanese and Chinese.
 */
export const defaultHeaders: Record<ColumnField, readonly string[]> = {
  date: ['date', '日付', '日期'],
  stream: ['stream', '配信', '配信タイトル', '直播標題'],
  url: ['url', '動画', '網址'],
  time: [
    'time',
    'start',
    'start time',
    '時間',
    '时间',
    'タイムスタンプ',
    '開始',
    '開始時刻',
    '開始時間',
    '开始',
    '开始时间',
  ],
  song: ['song', '曲名', '曲', '歌名'],
  artist: ['artist', 'アーティスト', '歌手'],
  end: ['end', '終了'],
  type: ['type', '種類'],
  reading: ['reading', '読み'],
}

/** Header names compared as a person reads them: width, case and surrounding spaces aside. */
const headerKey = (name: string) => name.normalize('NFKC').trim().toLowerCase()

export type ColumnMap = Partial<Record<ColumnField, number>>

/**
 * The `--map` option's JSON (`{"song":"Title"}`) as header names per field, or why it is not one.
 * A field it names is known by that header only.
 */
export function readColumnMap(json: string): Partial<Record<ColumnField, string>> | string {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return '--map: not JSON; write it as {"song":"Title","artist":"Original artist"}'
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return '--map: expected an object such as {"song":"Title"}'
  const map: Partial<Record<ColumnField, string>> = {}
  for (const [field, header] of Object.entries(value)) {
    if (!(columnFields as readonly string[]).includes(field))
      return `--map: "${field}" is not one of ${columnFields.join(', ')}`
    if (typeof header !== 'string' || header.trim() === '')
      return `--map: the header for "${field}" must be a non-empty text`
    map[field as ColumnField] = header
  }
  return map
}

/** The column of each field in `header`, or every reason it cannot be read. */
export function findColumns(
  header: readonly string[],
  custom: Partial<Record<ColumnField, string>> = {},
): { columns: ColumnMap } | { problems: string[] } {
  const columns: ColumnMap = {}
  const problems: string[] = []
  for (const field of columnFields) {
    const names = new Set((custom[field] ? [custom[field]] : defaultHeaders[field]).map(headerKey))
    const found = header.flatMap((name, index) => (names.has(headerKey(name)) ? [index] : []))
    if (found.length > 1)
      problems.push(
        `columns ${found.map((index) => `"${header[index]}"`).join(' and ')} are both the ${field}`,
      )
    else if (found.length === 1) columns[field] = found[0]
    else if (!optionalFields.has(field))
      problems.push(
        `no ${field} column: name one ${[...names].map((name) => `"${name}"`).join(', ')}, or give --map '{"${field}":"<header>"}'`,
      )
  }
  return problems.length > 0 ? { problems } : { columns }
}
