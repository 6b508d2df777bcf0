import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import type { MissingArtist } from '#src/shared/setlist/missing-artist.ts'

// A field is a heavier list item than a finding; a real setlist has well under this many songs.
const fieldsListed = 100

/**
 * A field for the artist of each title-only line the data could not complete. The lines are those
 * of the comment as checked, not as filled in, so a row stays (and keeps the focus) once its artist
 * is typed. Where the data has the title by several artists, those are offered as suggestions.
 */
export function ArtistFields({
  missing,
  typed,
  onChange,
}: {
  missing: readonly MissingArtist[]
  typed: ReadonlyMap<number, string>
  onChange: (line: number, artist: string) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  if (missing.length === 0) return null
  const more = i18n.number(missing.length - fieldsListed)
  return (
    // contrib-form: the fields look like the form's own.
    <div className="setlist-table contrib-form">
      <table>
        <caption>{t`アーティストを入れてほしい曲`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`行`}</th>
            <th scope="col">{t`曲名`}</th>
            <th scope="col">{t`アーティスト`}</th>
          </tr>
        </thead>
        <tbody>
          {missing.slice(0, fieldsListed).map(({ line, songName, artists }) => (
            <tr key={line}>
              <td>{line}</td>
              <td lang="ja">{songName}</td>
              <td>
                <input
                  type="text"
                  lang="ja"
                  aria-label={t`${line}行目のアーティスト`}
                  value={typed.get(line) ?? ''}
                  onChange={(event) => onChange(line, event.target.value)}
                  list={artists.length > 0 ? `${id}-${line}` : undefined}
                />
                {artists.length > 0 && (
                  <datalist id={`${id}-${line}`}>
                    {artists.map((artist) => (
                      <option key={artist} value={artist} />
                    ))}
                  </datalist>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > fieldsListed && <p>{t`ほか${more}件`}</p>}
    </div>
  )
}
