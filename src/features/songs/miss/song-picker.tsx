import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useMemo, useState } from 'react'

import { useRanker } from '#src/features/songs/search/ranking-on-demand.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

import type { MissSong } from './miss-issue.ts'
import { pickerSongs } from './picker-songs.ts'

const route = getRouteApi('/{-$locale}/songlist')

const sameSong = (a: MissSong | null, b: MissSong | null) =>
  a?.title === b?.title && a?.artist === b?.artist

/**
 * The song the fan meant, found with the song list's own search: the first few songs for what
 * they type here, one to pick, or none. The song picked stays offered while they search on.
 */
export function SongPicker({
  id,
  picked,
  onPick,
}: {
  id: string
  picked: MissSong | null
  onPick: (song: MissSong | null) => void
}) {
  const { t } = useLingui()
  const data = route.useLoaderData()
  const language = useCurrentLocale().record.tag
  const [text, setText] = useState('')
  const typed = useDeferredValue(text)
  const ranker = useRanker(text.trim() !== '')
  const found = useMemo(
    () =>
      pickerSongs(data, typed, language, ranker).map((song) => ({
        title: song.songName,
        artist: song.singer,
      })),
    [data, typed, language, ranker],
  )
  const offered =
    picked && !found.some((song) => sameSong(song, picked)) ? [picked, ...found] : found
  return (
    <fieldset className="miss-picker">
      <legend>{t`探していた曲（わかれば）`}</legend>
      <label htmlFor={`${id}-search`}>{t`曲名やアーティストで探す`}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={100}
      />
      {typed.trim() !== '' && found.length === 0 && <p>{t`この言葉でも見つかりません。`}</p>}
      <label className="contrib-choice">
        <input
          type="radio"
          name={`${id}-song`}
          checked={picked === null}
          onChange={() => onPick(null)}
        />
        {t`選ばない`}
      </label>
      {offered.map((song) => (
        <label key={`${song.title}\n${song.artist}`} className="contrib-choice" lang="ja">
          <input
            type="radio"
            name={`${id}-song`}
            checked={sameSong(song, picked)}
            onChange={() => onPick(song)}
          />
          {song.title} / {artistName(song.artist)}
        </label>
      ))}
    </fieldset>
  )
}
