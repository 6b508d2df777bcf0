import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import { writeClipboard } from '#src/lib/write-clipboard.ts'
import { useSiteContent } from '#src/shared/content/use-content.ts'
import { type ChapterRefusal, videoChapters } from '#src/shared/setlist/video-chapters.ts'
import { setlistComment } from '#src/shared/setlist/write-comment.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import '#src/shared/fan-issues/send/issue-dialog.css'
import './setlist-copy.css'

type Form = 'comment' | 'chapters'

/** Why a video makes no chapters, in the page's language. */
function useRefusalText(): (refusal: ChapterRefusal) => string {
  const { t } = useLingui()
  return (refusal) => {
    if (refusal.kind === 'few') {
      const { count } = refusal
      return t`YouTube のチャプターは 0:00 から3つ以上必要ですが、この動画の曲からは${count}つしか作れません。`
    }
    const [first, second] = [refusal.first.songName, refusal.second.songName]
    const [from, to] = [refusal.first, refusal.second].map((s) => formatSongTime(s.startSeconds))
    return t`「${first}」（${from}）と「${second}」（${to}）の間が10秒ありません。YouTube のチャプターはどれも10秒以上必要なので、この動画からは作れません。`
  }
}

/**
 * The stream's setlist to copy, in a modal dialog: as the timestamp comment fans post under the
 * video (the greeting lines of the content folder first), or as one video's YouTube chapters for
 * its description, or why that video has none. The text is shown before it is copied, and stays
 * there, selected, where the browser refuses the clipboard.
 */
export function SetlistCopyDialog({ stream, onClose }: { stream: Stream; onClose: () => void }) {
  const { t } = useLingui()
  const greeting = useSiteContent().site.setlistGreeting ?? []
  const refusalText = useRefusalText()
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const [form, setForm] = useState<Form>('comment')
  // The video whose chapters are shown, numbered from 1 as the performances number theirs.
  const [video, setVideo] = useState(1)
  const [status, setStatus] = useState('')
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  const chapters = videoChapters(
    stream.performances.filter((p) => p.videoNumber === video),
    t`オープニング`,
  )
  const text =
    form === 'comment'
      ? setlistComment(stream.performances, greeting)
      : 'lines' in chapters
        ? chapters.lines.join('\n')
        : null
  const choose = (next: Form) => {
    setForm(next)
    setStatus('')
  }
  const copy = () => {
    if (text === null) return
    void writeClipboard(text).then((written) => {
      if (written) {
        setStatus(form === 'comment' ? t`コメントをコピーしました` : t`チャプターをコピーしました`)
        return
      }
      setStatus(t`コピーできませんでした。上の文字を選んでコピーしてください`)
      field.current?.focus()
      field.current?.select()
    })
  }

  return (
    <dialog
      ref={dialog}
      className="setlist-copy issue-dialog"
      aria-labelledby="setlist-copy-title"
      onClose={onClose}
    >
      <h2 id="setlist-copy-title">{t`セットリストをコピー`}</h2>
      <fieldset className="setlist-copy__forms">
        <legend>{t`コピーする形`}</legend>
        <label>
          <input
            type="radio"
            name="setlist-copy-form"
            checked={form === 'comment'}
            onChange={() => choose('comment')}
          />
          {t`タイムスタンプのコメント`}
        </label>
        <label>
          <input
            type="radio"
            name="setlist-copy-form"
            checked={form === 'chapters'}
            onChange={() => choose('chapters')}
          />
          {t`YouTube のチャプター`}
        </label>
      </fieldset>
      <p className="setlist-copy__hint">
        {form === 'comment'
          ? t`動画のコメント欄に貼れる形です。曲ごとの時間が動画のその場面へのリンクになります。`
          : t`動画の説明欄に貼ると、YouTube が動画を曲ごとのチャプターに分けます。チャプターは動画ごとです。`}
      </p>
      {form === 'chapters' && stream.videoCount > 1 && (
        <label className="setlist-copy__video">
          {t`動画`}
          <select
            value={video}
            onChange={(event) => {
              setVideo(Number(event.target.value))
              setStatus('')
            }}
          >
            {Array.from({ length: stream.videoCount }, (_, i) => {
              const number = String(i + 1)
              return (
                <option key={number} value={number}>
                  {t`動画${number}`}
                </option>
              )
            })}
          </select>
        </label>
      )}
      {text !== null ? (
        <>
          <label
            className="setlist-copy__label"
            htmlFor="setlist-copy-text"
          >{t`コピーする文字`}</label>
          <textarea
            id="setlist-copy-text"
            ref={field}
            className="setlist-copy__text"
            readOnly
            value={text}
            rows={Math.min(12, text.split('\n').length)}
          />
        </>
      ) : (
        'refused' in chapters && (
          <p className="setlist-copy__refused">{refusalText(chapters.refused)}</p>
        )
      )}
      <p className="setlist-copy__actions">
        {text !== null && (
          <button type="button" className="setlist-copy__copy" onClick={copy}>
            {form === 'comment' ? t`コメントをコピー` : t`チャプターをコピー`}
          </button>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          {t`閉じる`}
        </button>
      </p>
      <p role="status" className="setlist-copy__status">
        {status}
      </p>
    </dialog>
  )
}
