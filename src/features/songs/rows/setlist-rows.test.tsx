// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { renderUnderLocale } from '#tests/render-under-locale.tsx'
import { rawStream, sungAt } from '#tests/support/test-streams.ts'

import { Setlist } from './setlist-rows.tsx'

// A stream imported from a sheet with one row whose artist no one wrote.
const [stream] = buildSongModel([
  rawStream('2025/8/4', [sungAt('夜行', '', 3), sungAt('Chandelier', 'Sia', 8)]),
]).streams
const format = { date: (iso: string) => iso, number: String }

async function showSetlist(locale: Locale) {
  await activateLocale(locale, ['songs'])
  await renderUnderLocale({
    i18n,
    path: 'setlist',
    component: () => <Setlist stream={stream!} format={format} />,
    linked: ['songs/$slug', 'streams/$stream'],
    url: locale === 'zh' ? '/zh/setlist' : '/setlist',
  })
  return screen.getAllByRole('listitem').map((row) => within(row))
}

describe('Setlist', () => {
  it.each([
    ['ja', 'アーティスト不明', 'ja'],
    ['zh', '歌手不明', 'zh-Hant'],
  ] as const)(
    'in %s, says a song’s artist is unknown where the data has none',
    async (locale, words, lang) => {
      const [unknown, known] = await showSetlist(locale)
      expect(unknown!.getByRole('link', { name: '夜行' })).toBeVisible()
      expect(unknown!.getByText(words)).toHaveAttribute('lang', lang)
      expect(known!.getByText('Sia')).toHaveClass('song-singer')
      expect(known!.queryByText(words)).toBeNull()
    },
  )
})
