import { useLingui } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'
import { SendIssue } from '../../../shared/contribute/send-issue'
import { prepareStream, type KnownSong } from '../../../shared/setlist/prepare-stream'
import type { SetlistSubmission } from '../../../shared/setlist/setlist-block'
import { formatSongTime } from '../../../shared/song-model/song-time'
import { useFindingText } from './finding-text'
import { setlistIssue } from './setlist-issue'

function Findings({ title, items }: { title: string; items: ReactNode[] }) {
  if (items.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul className="setlist-findings">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * What `setlist:add` would make of the submission: its problems, or the entry with its warnings,
 * the lines it skipped and the notes it leaves out, then the way to send it.
 */
export function SetlistResult({
  headingId,
  submission,
  known,
}: {
  headingId: string
  submission: SetlistSubmission
  known: readonly KnownSong[]
}) {
  const { t } = useLingui()
  const text = useFindingText()
  const prepared = useMemo(() => prepareStream({ ...submission, known }), [submission, known])
  const issue = useMemo(
    () => (prepared.entry ? setlistIssue(submission, prepared) : null),
    [prepared, submission],
  )
  const { entry } = prepared
  const videos = [...new Set(prepared.songs.map((song) => song.videoId))]
  const count = prepared.songs.length

  return (
    <section className="setlist-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {entry ? t`${count}曲を読み取りました` : t`このままでは送れません`}
      </h2>
      <Findings title={t`直してほしいところ`} items={prepared.errors.map(text.problem)} />
      {entry && (
        <div className="setlist-table">
          <table>
            <caption>{t`読み取った曲`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`行`}</th>
                <th scope="col">{t`開始`}</th>
                <th scope="col">{t`曲名`}</th>
                <th scope="col">{t`アーティスト`}</th>
                {videos.length > 1 && <th scope="col">{t`動画`}</th>}
              </tr>
            </thead>
            <tbody>
              {prepared.songs.map((song) => (
                <tr key={song.line}>
                  <td>{song.line}</td>
                  <td>
                    {formatSongTime(song.seconds)}
                    {song.endSeconds !== undefined && `–${formatSongTime(song.endSeconds)}`}
                  </td>
                  <td lang="ja">{song.songName}</td>
                  <td lang="ja">{song.singer}</td>
                  {videos.length > 1 && <td>{videos.indexOf(song.videoId) + 1}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Findings title={t`確かめてほしいところ`} items={prepared.warnings.map(text.warning)} />
      <Findings title={t`読み飛ばした行`} items={prepared.skipped.map(text.skipped)} />
      <Findings title={t`載せないメモ`} items={prepared.notes.map(text.note)} />
      {issue && (
        <>
          <h3>{t`送る`}</h3>
          <SendIssue title={issue.title} body={issue.body} />
        </>
      )}
    </section>
  )
}
