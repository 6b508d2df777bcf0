import { existsSync } from 'node:fs'
import { join } from 'node:path/posix'

import { checkAppSettings } from '#build-src/web-app/app-settings.ts'
import { locales } from '#src/i18n/locales.ts'
import type { ContentImage, LocalizedText } from '#src/shared/content/types.ts'
import { githubRepository } from '#src/shared/fan-issues/send/issue-url.ts'
import { emailAddress } from '#src/shared/fan-issues/send/mailto-url.ts'

import { checkArchiveSettings } from './archive-settings.ts'
import type { ContentModules } from './content-modules.ts'
import { requestFormatProblem } from './request-format-check.ts'
import { setlistGreetingProblem } from './setlist-greeting-check.ts'

const isRealDay = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/**
 * What a build cannot show well: text missing a language, an image file that is not there, a
 * date that does not exist, a credit naming nobody, a link that is not https, a repository that
 * is not `owner/name`, an e-mail address a mail link cannot carry, a setlist greeting line
 * `setlist:add` would read as a song, archive settings `archive:fetch`
 * could not use, an app icon that is not an SVG file. One line per problem, naming the file and
 * the field.
 */
export function checkContent(dir: string, modules: ContentModules): string[] {
  const problems: string[] = []
  const at = (file: string, field: string, problem: string) =>
    problems.push(`${join(dir, `${file}.ts`)} ${field}: ${problem}`)

  const text = (file: string, field: string, value: LocalizedText | undefined) => {
    for (const { code } of locales) {
      const written = value?.[code]
      if (typeof written !== 'string' || written.trim() === '')
        at(file, `${field}.${code}`, 'missing text in this language')
    }
  }
  const image = (file: string, field: string, value: ContentImage) => {
    if (!existsSync(join(dir, 'public', value.src)))
      at(file, `${field}.src`, `${value.src} is not a file in ${join(dir, 'public')}`)
    if (!(value.width > 0 && value.height > 0)) at(file, field, 'width and height must be > 0')
    text(file, `${field}.alt`, value.alt)
  }
  const https = (file: string, field: string, url: string) => {
    if (!URL.canParse(url) || new URL(url).protocol !== 'https:')
      at(file, field, `${JSON.stringify(url)} is not an https link`)
  }

  const { site } = modules.site
  text('site', 'site.name', site.name)
  https('site', 'site.origin', site.origin)
  if (!existsSync(join(dir, 'public', site.logo)))
    at('site', 'site.logo', `${site.logo} is not a file in ${join(dir, 'public')}`)
  if (!existsSync(join(dir, 'public', site.shareImage.path)))
    at('site', 'site.shareImage.path', `${site.shareImage.path} is not a file`)
  text('site', 'site.shareImage.alt', site.shareImage.alt)
  if (site.repository !== undefined && !githubRepository.test(site.repository))
    at(
      'site',
      'site.repository',
      `${JSON.stringify(site.repository)} is not a GitHub repository written as owner/name`,
    )
  if (site.email !== undefined && !emailAddress.test(site.email))
    at(
      'site',
      'site.email',
      `${JSON.stringify(site.email)} is not an e-mail address a mail link can carry (name@example.org)`,
    )
  if (site.requestFormat !== undefined) {
    text('site', 'site.requestFormat', site.requestFormat)
    for (const { code } of locales) {
      const format = site.requestFormat[code]
      const problem = format?.trim() ? requestFormatProblem(format) : null
      if (problem) at('site', `site.requestFormat.${code}`, problem)
    }
  }
  site.setlistGreeting?.forEach((line, i) => {
    const field = `site.setlistGreeting[${i}]`
    text('site', field, line)
    for (const { code } of locales) {
      const written = line[code]
      const problem = written?.trim() ? setlistGreetingProblem(written) : null
      if (problem) at('site', `${field}.${code}`, problem)
    }
  })
  const { requestListSort: sort } = site
  if (sort !== undefined && sort !== 'title' && sort !== 'oldest')
    at('site', 'site.requestListSort', `${JSON.stringify(sort)} is not 'title' or 'oldest'`)
  for (const [page, description] of Object.entries(site.descriptions))
    text('site', `site.descriptions.${page}`, description)
  const { archive } = modules.site
  if (archive)
    for (const [field, problem] of checkArchiveSettings(archive)) at('site', field, problem)
  const { app } = modules.site
  if (app?.shortName) text('site', 'app.shortName', app.shortName)
  if (app) for (const [field, problem] of checkAppSettings(dir, app)) at('site', field, problem)

  const { profile } = modules.profile
  for (const field of ['name', 'nameTitle', 'fanName'] as const)
    text('profile', `profile.${field}`, profile[field])
  for (const field of ['blurb', 'likes', 'favoriteFoods'] as const) {
    if (profile[field].length === 0) at('profile', `profile.${field}`, 'is empty')
    profile[field].forEach((t, i) => text('profile', `profile.${field}[${i}]`, t))
  }
  if (profile.birthdayNote) text('profile', 'profile.birthdayNote', profile.birthdayNote)
  const { month, day } = profile.birthday
  // Any leap year, so 29 February counts.
  if (!isRealDay(2000, month, day)) at('profile', 'profile.birthday', `${month}/${day} is no day`)
  for (const field of ['fanTag', 'fanArtTag'] as const)
    if (!/^#\S+$/.test(profile[field])) at('profile', `profile.${field}`, 'is not a #tag')
  if (profile.fanMark.trim() === '') at('profile', 'profile.fanMark', 'is empty')
  image('profile', 'profile.heroImage', profile.heroImage)
  image('profile', 'profile.portrait', profile.portrait)

  const { channels } = modules.channels
  if (channels.length === 0) at('channels', 'channels', 'lists no channel')
  channels.forEach((c, i) => https('channels', `channels[${i}].url`, c.url))

  const { notices } = modules.notices
  for (const field of ['fanMade', 'notRealTime', 'images', 'join'] as const)
    text('notices', `notices.${field}`, notices[field])
  https('notices', 'notices.joinLink.url', notices.joinLink.url)
  text('notices', 'notices.joinLink.label', notices.joinLink.label)

  const { milestones } = modules.timeline
  milestones.forEach((m, i) => {
    const [y, mo, d] = m.date.split('-').map(Number)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(m.date) || !isRealDay(y ?? 0, mo ?? 0, d ?? 0))
      at('timeline', `milestones[${i}].date`, `${JSON.stringify(m.date)} is not a YYYY-MM-DD day`)
    else if (i > 0 && m.date <= (milestones[i - 1]?.date ?? ''))
      at('timeline', `milestones[${i}].date`, 'is not after the milestone before it')
    text('timeline', `milestones[${i}].text`, m.text)
  })

  const { people, artworks } = modules['design-credits']
  const ids = new Set<string>()
  people.forEach((p, i) => {
    if (ids.has(p.id)) at('design-credits', `people[${i}].id`, `${p.id} is listed twice`)
    ids.add(p.id)
    text('design-credits', `people[${i}].role`, p.role)
  })
  artworks.forEach((art, i) => {
    image('design-credits', `artworks[${i}]`, art)
    text('design-credits', `artworks[${i}].title`, art.title)
    if (art.credits.length === 0) at('design-credits', `artworks[${i}].credits`, 'credits nobody')
    for (const id of art.credits)
      if (!ids.has(id)) at('design-credits', `artworks[${i}].credits`, `${id} is not in people`)
  })
  return problems
}
