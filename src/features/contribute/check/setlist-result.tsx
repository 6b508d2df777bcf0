import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo, useState } from 'react'

import { FormErrorBoundary } from '#src/shared/fan-issues/send/form-error.tsx'
import { SendIssue } from '#src/shared/fan-issues/send/send-issue.tsx'
import { type MissingArtist, withArtists } from '#src/shared/setlist/missing-artist.ts'
import {
  type KnownSong,
  type PrepareProblem,
  prepareStream,
} from '#src/shared/setlist/prepare-stream.ts'
import type { SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import { ArtistFields } from './artist-fields.tsx'
import { useFindingText } from './finding-text.tsx'
import { setlistIssue } from './setlist-issue.ts'

// The form reads its URL field with this once the check has loaded: its first load carries no
// link parser.
export { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

// The first findings of a kind are listed and the rest counted: a comment of 10,000 lines without
// a time froze the page for most of a minute while each became a list item.
const listed = 20

function Findings<Finding>({
  title,
  findings,
  say,
}: {
  title: string
  findings: readonly Finding[]
  say: (finding: Finding) => ReactNode
}) {
  const { t, i18n } = useLingui()
  if (findings.length === 0) return null
  const more = i18n.number(findings.length - listed)
  return (
    <>
      <h3>{title}</h3>
      <ul className="setlist-findings">
        {findings.slice(0, listed).map((finding, index) => (
          <li key={index}>{say(finding)}</li>
        ))}
      </ul>
      {findings.length > listed && <p>{t`ほか${more}件`}</p>}
    </>
  )
}

type ResultProps = {
  headingId: string
  submission: SetlistSubmission
  known: readonly KnownSong[]
}

/**
 * The check of a submission. It loads with the check, so its error boundary does too: a failure
 * is said where the result would be, and the form's draft, above it, stays.
 */
export function SetlistResult(props: ResultProps) {
  return (
    <FormErrorBoundary resetKey={props.submission}>
      <CheckedSetlist {...props} />
    </FormErrorBoundary>
  )
}

const isMissingArtist = (problem: PrepareProblem): problem is MissingArtist =>
  problem.kind === 'no-artist'

/**
 * What `setlist:add` would make of the submission: its problems, or the entry with its warnings,
 * the lines it skipped and the notes it leaves out, then the way to send it. A title-only line
 * whose artist the data lacks gets a field; what the fan types there is written into the comment
 * sent, so `setlist:add` reads it as if the fan had pasted it.
 */
function CheckedSetlist({ headingId, submission, known }: ResultProps) {
  const { t } = useLingui()
  const text = useFindingText()
  const [typed, setTyped] = useState<ReadonlyMap<number, string>>(new Map())
  const checked = useMemo(
    () => prepareStream({ ...submission, known, askArtist: true }),
    [submission, known],
  )
  const missing = useMemo(() => checked.errors.filter(isMissingArtist), [checked])
  const sent = useMemo(() => {
    const asked = new Map(missing.map(({ line }) => [line, typed.get(line) ?? '']))
    return { ...submission, comment: withArtists(submission.comment, asked) }
  }, [submission, missing, typed])
  const prepared = useMemo(
    () =>
      sent.comment === submission.comment
        ? checked
        : prepareStream({ ...sent, known, askArtist: true }),
    [checked, sent, submission, known],
  )
  const issue = useMemo(
    () => (prepared.entry ? setlistIssue(sent, prepared) : null),
    [prepared, sent],
  )
  const { entry } = prepared
  const videos = [...new Set(prepared.songs.map((song) => song.videoId))]
  const count = prepared.songs.length

  return (
    <section className="setlist-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {entry ? t`${count}曲を読み取りました` : t`このままでは送れません`}
      </h2>
      <Findings title={t`直してほしいところ`} findings={prepared.errors} say={text.problem} />
      <ArtistFields
        missing={missing}
        typed={typed}
        onChange={(line, artist) => setTyped((now) => new Map(now).set(line, artist))}
      />
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
      <Findings title={t`確かめてほしいところ`} findings={prepared.warnings} say={text.warning} />
      <Findings
        title={t`歌リストから補ったアーティスト`}
        findings={prepared.filled}
        say={text.filled}
      />
      <Findings title={t`読み飛ばした行`} findings={prepared.skipped} say={text.skipped} />
      <Findings title={t`載せないメモ`} findings={prepared.notes} say={text.note} />
      {issue && (
        <>
          <h3>{t`送る`}</h3>
          <SendIssue form="setlist" title={issue.title} body={issue.body} />
        </>
      )}
    </section>
  )
}
