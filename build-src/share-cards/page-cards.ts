// What each page's share card shows, from the song model, in figures and names only so that one
// card serves every language: a song's title, artist, times sung and last date; a stream's name,
// date and number of songs; the home page's singer, with the songs and streams the archive holds.
import type { Song, Stream } from '#src/shared/song-model/song-model.ts'

import type { ShareCard } from './card-layout.ts'

/** `2025-08-23` → `2025.08.23`: read the same way in Japanese and Chinese. */
const cardDate = (iso: string) => iso.replaceAll('-', '.')

export function songCard(song: Song): ShareCard {
  return {
    title: song.songName,
    ...(song.singer ? { subtitle: song.singer } : {}),
    figures: [
      `♪ ×${song.performances.length}`,
      ...(song.lastSungIso ? [`📅 ${cardDate(song.lastSungIso)}`] : []),
    ],
  }
}

export function streamCard(stream: Stream): ShareCard {
  return {
    title: stream.name,
    figures: [
      ...(stream.dateVisible ? [`📅 ${cardDate(stream.isoDate)}`] : []),
      `♪ ${stream.performances.length}`,
    ],
  }
}

export function homeCard(singer: string, archive: { songs: number; streams: number }): ShareCard {
  const figure = (n: number) => n.toLocaleString('en')
  return { title: singer, figures: [`♪ ${figure(archive.songs)}`, `🎙 ${figure(archive.streams)}`] }
}
