import type { BroadcastEvent, MusicRecording, WithContext } from 'schema-dts'

import type { Song, Stream } from '#src/shared/song-model/song-model.ts'
import { streamVideoIds } from '#src/shared/song-model/stream-videos.ts'
import { videoPageLink } from '#src/shared/song-model/time/video-link.ts'

/** The schema.org types come from `schema-dts`: a property schema.org does not have fails the typecheck. */
export function songJsonLd(
  song: Song,
  { url, singer }: { url: string; singer: string },
): WithContext<MusicRecording> {
  const aliases = song.titleSearch.aliases
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: song.songName,
    url,
    // The singer of the streams performs every recording; the song is the original artist's.
    byArtist: { '@type': 'Person', name: singer },
    recordingOf: {
      '@type': 'MusicComposition',
      name: song.songName,
      ...(aliases.length > 0 ? { alternateName: [...aliases] } : {}),
      // An unknown artist (docs/data.md) names no creator rather than an empty list.
      ...(song.artists.length > 0
        ? { creator: song.artists.map((name) => ({ '@type': 'MusicGroup', name })) }
        : {}),
    },
    publication: song.performances.map((p) => ({
      '@type': 'BroadcastEvent',
      name: p.streamName,
      url: p.link,
      isLiveBroadcast: true,
      ...(p.dateVisible ? { startDate: p.isoDate } : {}),
    })),
  }
}

export function streamJsonLd(
  stream: Stream,
  { url, singer, songUrl }: { url: string; singer: string; songUrl: (slug: string) => string },
): WithContext<BroadcastEvent> {
  const videos = streamVideoIds(stream)
  return {
    '@context': 'https://schema.org',
    '@type': 'BroadcastEvent',
    name: stream.name,
    url,
    isLiveBroadcast: true,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    ...(stream.dateVisible ? { startDate: stream.isoDate } : {}),
    location: videos.map((id) => ({
      '@type': 'VirtualLocation',
      url: videoPageLink(id),
    })),
    performer: { '@type': 'Person', name: singer },
    workPerformed: stream.performances.map((p) => ({
      '@type': 'MusicComposition',
      name: p.songName,
      url: songUrl(p.songSlug),
    })),
  }
}
