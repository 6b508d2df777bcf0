import type { ArchiveSettings } from '#src/shared/content/types.ts'

import { loadContentModule } from './import-content-modules.ts'

/** The time zone whose day names a stream when the settings name none. */
export const defaultTimeZone = 'Asia/Tokyo'

const channelId = /^UC[\w-]{22}$/

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** What is wrong with the `archive` settings, one `[field, problem]` per problem. */
export function checkArchiveSettings(archive: ArchiveSettings): [string, string][] {
  const problems: [string, string][] = []
  if (!channelId.test(archive.channelId))
    problems.push([
      'archive.channelId',
      `${JSON.stringify(archive.channelId)} is not a YouTube channel id (UC and 22 more characters)`,
    ])
  if (archive.singingWords.length === 0) problems.push(['archive.singingWords', 'is empty'])
  for (const field of ['singingWords', 'requestWords'] as const)
    archive[field].forEach((word, i) => {
      if (word.trim() === '') problems.push([`archive.${field}[${i}]`, 'is blank'])
    })
  if (archive.timeZone !== undefined && !isTimeZone(archive.timeZone))
    problems.push(['archive.timeZone', `${JSON.stringify(archive.timeZone)} is not a time zone`])
  return problems
}

/** The `archive` export of a content folder's `site.ts`, or undefined when it has none. */
export async function loadArchiveSettings(dir: string): Promise<ArchiveSettings | undefined> {
  return (await loadContentModule(dir, 'site')).archive
}
