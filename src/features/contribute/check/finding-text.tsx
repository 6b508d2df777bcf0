import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { SkippedLine } from '#src/shared/setlist/parse-comment.ts'
import type {
  PrepareProblem,
  PrepareWarning,
  StreamField,
} from '#src/shared/setlist/prepare-stream.ts'
import type { SongCredit } from '#src/shared/setlist/singer-spelling.ts'

// What the fan pasted or typed is quoted as it is, marked as not interface text.
const Quote = ({ children }: { children: ReactNode }) => <q lang="ja">{children}</q>

/** The setlist checks' findings in the page's language, pointing at the comment line or the field. */
export function useFindingText() {
  const { t } = useLingui()
  const fieldNames: Record<StreamField, string> = {
    date: t`配信日`,
    name: t`配信タイトル`,
    url: t`配信の URL`,
  }

  const problem = (p: PrepareProblem): ReactNode => {
    switch (p.kind) {
      case 'stream-url':
        return t`配信の URL が YouTube の動画の URL ではありません。`
      case 'link': {
        const { line, link } = p
        return (
          <Trans>
            {line}行目: <Quote>{link}</Quote>は YouTube の動画の URL
            ではないため、その後の曲の動画がわかりません。
          </Trans>
        )
      }
      case 'time': {
        const { line, token } = p
        return t`${line}行目: 「${token}」は時刻として読めません（時:分:秒 か 分:秒 で書いてください）。`
      }
      case 'backwards': {
        const { line, token, earlier, earlierToken } = p
        return t`${line}行目: ${token} が ${earlier}行目の ${earlierToken} より前です。同じ動画の中では、時刻が進む順に並べてください。`
      }
      case 'no-song':
        return t`曲が見つかりません。時刻のあとに曲名とアーティストが続く行がありません。`
      case 'control': {
        const { codePoint } = p
        if (typeof p.at === 'number') {
          const line = p.at
          return t`${line}行目に、見えない制御文字（${codePoint}）が入っています。`
        }
        const field = fieldNames[p.at]
        return t`${field}に、見えない制御文字（${codePoint}）が入っています。`
      }
      case 'video-known': {
        const { videoId, stream } = p
        return (
          <Trans>
            動画 {videoId} は、もう歌リストにあります（配信<Quote>{stream}</Quote>
            ）。以前に送られていませんか？
          </Trans>
        )
      }
      case 'too-long': {
        const { line, max } = p
        if (line === null) return t`配信タイトルが長すぎます（${max}文字まで）。`
        if (p.field === 'singer')
          return t`${line}行目: アーティスト名が長すぎます（${max}文字まで）。`
        return t`${line}行目: 曲名が長すぎます（${max}文字まで）。`
      }
      case 'formula': {
        const { line, text } = p
        return line === null ? (
          <Trans>
            配信タイトル<Quote>{text}</Quote>
            は、表計算ソフトで開くと数式として動いてしまう書き方です。先頭の = + - @
            を外すなどして、書き直してください。
          </Trans>
        ) : (
          <Trans>
            {line}行目: <Quote>{text}</Quote>
            は、表計算ソフトで開くと数式として動いてしまう書き方です。先頭の = + - @
            を外すなどして、書き直してください。
          </Trans>
        )
      }
      case 'no-artist': {
        const { line, songName } = p
        return p.artists.length === 0 ? (
          <Trans>
            {line}行目: <Quote>{songName}</Quote>
            のアーティストがありません。下の表に入れてください（曲でない行なら、コメントから消してください）。
          </Trans>
        ) : (
          <Trans>
            {line}行目: 歌リストには、ちがうアーティストの<Quote>{songName}</Quote>
            があります。どれを歌ったか、下の表にアーティストを入れてください。
          </Trans>
        )
      }
      case 'entry': {
        const { line, field } = p
        if (line === null) {
          if (field === 'date') return t`配信日が、実在する日付ではありません。`
          if (field === 'name') return t`配信タイトルを入れてください。`
          return t`配信の「${field}」の値が正しくありません。`
        }
        if (field === 'songEndTime')
          return t`${line}行目: 曲の終わりの時刻が、その曲の始まりより前か、同じ動画の次の曲の始まりより後です。`
        return t`${line}行目: 「${field}」の値が正しくありません。`
      }
    }
  }

  const warning = (w: PrepareWarning): ReactNode => {
    const { line } = w
    if (w.kind === 'spelling') {
      const { songName, singer } = w
      const [existing] = w.existing
      return (
        <Trans>
          {line}行目: <Quote>{songName}</Quote>のアーティストが<Quote>{singer}</Quote>
          ですが、歌リストでは<Quote>{existing}</Quote>
          と書かれています。同じアーティストなら、そちらに合わせてください。
        </Trans>
      )
    }
    const { earlier, text } = w
    return w.kind === 'repeat' ? (
      <Trans>
        {line}行目: {earlier}行目と同じ曲なので省きました: <Quote>{text}</Quote>
      </Trans>
    ) : (
      <Trans>
        {line}行目: {earlier}行目と同じ時刻です: <Quote>{text}</Quote>
      </Trans>
    )
  }

  const skipped = ({ line, text, reason }: SkippedLine): ReactNode =>
    reason === 'no-time' ? (
      <Trans>
        {line}行目（時刻がありません）: <Quote>{text}</Quote>
      </Trans>
    ) : (
      <Trans>
        {line}行目（時刻のあとに曲名とアーティストがありません）: <Quote>{text}</Quote>
      </Trans>
    )

  const note = ({ line, note }: { line: number; note: string }): ReactNode => (
    <Trans>
      {line}行目: <Quote>{note}</Quote>はメモとして読み、歌リストには載せません。
    </Trans>
  )

  const filled = ({ line, songName, singer }: SongCredit): ReactNode => (
    <Trans>
      {line}行目: <Quote>{songName}</Quote>のアーティストは、歌リストから<Quote>{singer}</Quote>
      としました。
    </Trans>
  )

  return { problem, warning, skipped, note, filled }
}
