import { buildSongModel, type Song, type SongModel } from '#src/shared/song-model/song-model.ts'

import { rawSong } from './test-streams.ts'

/** A model of shown streams in data order, each given as its date (`2024/1/31`) and titles. */
export function modelOf(streams: [date: string, titles: string[]][]): SongModel {
  return buildSongModel(
    streams.map(([date, titles]) => ({
      date,
      streamName: date,
      showList: true,
      showDate: true,
      songList: titles.map((songName) => rawSong({ songName })),
    })),
  )
}

export function songNamed(model: SongModel, title: string): Song {
  const song = model.songs.find((s) => s.songName === title)
  if (!song) throw new Error(`no song ${title}`)
  return song
}
