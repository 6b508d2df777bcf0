import { msg } from '@lingui/core/macro'
import { renderToStaticMarkup } from 'react-dom/server'

import { i18n } from '#src/i18n/catalog.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

/**
 * A stream's setlist as a feed entry's HTML, in the active language: each song linked to its
 * moment in the video, with its artist, and its debut marked. React writes it, so every title is
 * escaped as the pages escape it.
 */
export function setlistHtml(stream: Stream): string {
  const debut = i18n._(
    msg({ message: '初披露', comment: 'A song sung for the first time in the archive' }),
  )
  return renderToStaticMarkup(
    <ol>
      {stream.performances.map((p) => (
        <li key={p.id}>
          <a href={p.link}>{p.songName}</a> / {artistName(p.singer)}
          {p.debut && (
            <>
              {' '}
              <strong>{debut}</strong>
            </>
          )}
        </li>
      ))}
    </ol>,
  )
}
