import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { LimitedTextField } from '#src/shared/fan-issues/fields/limited-text-field.tsx'
import { FormField } from '#src/shared/fan-issues/send/form-field.tsx'
import { DraftSent } from '#src/shared/fan-issues/send/session-draft.ts'
import { useDraftResult } from '#src/shared/fan-issues/send/use-draft-result.ts'
import type { KnownSong } from '#src/shared/setlist/prepare-stream.ts'
import type { SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

import type { SetlistResult } from './check/setlist-result.tsx'

// The checks of `setlist:add`, the result they make and its messages load when the fan first asks
// for a check, and so do the songs already listed: the form alone is what a visit needs first. So
// does the reading of a video link: the URL field is checked for one once the check has loaded.
const setlistCheck = onDemand(() =>
  Promise.all([import('./check/setlist-result.tsx'), loadMessages('setlist-check')]).then(
    ([check]) => check,
  ),
)
const knownSongs = onDemand(() => import('./check/known-songs.ts').then((m) => m.loadKnownSongs()))

type FieldName = 'date' | 'name' | 'url' | 'comment'

interface Draft {
  /** As the date field gives it: `YYYY-MM-DD`, or empty. */
  day: string
  name: string
  url: string
  request: boolean
  comment: string
}

const emptyDraft: Draft = { day: '', name: '', url: '', request: false, comment: '' }

/** `2025-08-16` as the data writes dates: `2025/8/16`. */
function dataDate(day: string): string {
  const [year, month, date] = day.split('-')
  return `${year}/${Number(month)}/${Number(date)}`
}

function fieldProblems(draft: Draft): Partial<Record<FieldName, 'required' | 'url'>> {
  const problems: Partial<Record<FieldName, 'required' | 'url'>> = {}
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.day)) problems.date = 'required'
  if (draft.name.trim() === '') problems.name = 'required'
  if (draft.url.trim() === '') problems.url = 'required'
  if (draft.comment.trim() === '') problems.comment = 'required'
  return problems
}

/**
 * The setlist form: the fan's comment and the stream's details, read by the same parser and
 * checks as `setlist:add` when the fan asks, then offered as an issue. The songs already listed
 * are loaded for the checks that compare with them; if they fail to load the check still runs.
 * What was typed stays in the tab across a reload, until sent to the site or cleared.
 */
export function SetlistForm() {
  const { t } = useLingui()
  const id = useId()
  const [problems, setProblems] = useState<ReturnType<typeof fieldProblems>>({})
  const [loadFailed, setLoadFailed] = useState(false)
  const [CheckResult, setCheckResult] = useState<typeof SetlistResult>()
  const {
    draft,
    update,
    reset,
    forget,
    result: checked,
    setResult: setChecked,
  } = useDraftResult<Draft, { submission: SetlistSubmission; known: readonly KnownSong[] }>(
    () => emptyDraft,
    `${id}-result`,
    'setlist',
  )

  const check = async () => {
    const found = fieldProblems(draft)
    setProblems(found)
    const first = (['date', 'name', 'url', 'comment'] as const).find((field) => found[field])
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setLoadFailed(false)
    const [known, loaded] = await Promise.all([
      knownSongs.load().catch(() => []),
      setlistCheck.load().catch((error: unknown) => {
        console.debug('The setlist check failed to load', error)
      }),
    ])
    if (!loaded) {
      setLoadFailed(true)
      return
    }
    setCheckResult(() => loaded.SetlistResult)
    if (!loaded.parseVideoLink(draft.url.trim())) {
      setProblems({ url: 'url' })
      document.getElementById(`${id}-url`)?.focus()
      return
    }
    setChecked({
      submission: {
        date: dataDate(draft.day),
        streamName: draft.name.trim(),
        url: draft.url.trim(),
        request: draft.request,
        comment: draft.comment,
      },
      known,
    })
  }

  const errorOf = (field: FieldName) => {
    const problem = problems[field]
    if (!problem) return undefined
    return problem === 'url' ? t`YouTube の動画の URL を入れてください。` : t`入力してください。`
  }

  return (
    <>
      <form
        className="contrib-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          void check()
        }}
      >
        <FormField id={`${id}-date`} label={t`配信日`} error={errorOf('date')}>
          {(described) => (
            <input
              id={`${id}-date`}
              type="date"
              value={draft.day}
              onChange={(event) => update({ day: event.target.value })}
              {...described}
            />
          )}
        </FormField>
        <LimitedTextField
          id={`${id}-name`}
          field="streamName"
          label={t`配信タイトル`}
          error={errorOf('name')}
          lang="ja"
          value={draft.name}
          onChange={(name) => update({ name })}
        />
        <LimitedTextField
          id={`${id}-url`}
          field="videoUrl"
          label={t`配信の URL`}
          hint={t`YouTube の配信（アーカイブ）の URL。2本に分かれた配信は1本目の URL です。`}
          error={errorOf('url')}
          type="url"
          value={draft.url}
          onChange={(url) => update({ url })}
        />
        <fieldset>
          <legend>{t`配信の種類`}</legend>
          <label className="contrib-choice">
            <input
              type="radio"
              name={`${id}-type`}
              checked={!draft.request}
              onChange={() => update({ request: false })}
            />
            {t`通常の歌枠`}
          </label>
          <label className="contrib-choice">
            <input
              type="radio"
              name={`${id}-type`}
              checked={draft.request}
              onChange={() => update({ request: true })}
            />
            {t`リクエスト歌枠`}
          </label>
        </fieldset>
        <LimitedTextField
          id={`${id}-comment`}
          field="comment"
          label={t`タイムスタンプのコメント`}
          hint={t`1行に1曲、時刻・曲名・アーティストの順に（例: 12:34 夜に駆ける / YOASOBI）。動画が2本目に移るところには、その動画の URL だけの行を入れてください。`}
          error={errorOf('comment')}
          rows={12}
          value={draft.comment}
          onChange={(comment) => update({ comment })}
        />
        <p className="send-issue__actions">
          <button type="submit" className="button button--primary">
            {t`内容を確かめる`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              reset()
              setProblems({})
              setLoadFailed(false)
            }}
          >
            {t`入力を消す`}
          </button>
        </p>
        {loadFailed && <PartLoadFailure part="setlist-check" onRetry={() => void check()} />}
      </form>
      {checked && CheckResult && (
        <DraftSent value={forget}>
          <CheckResult
            headingId={`${id}-result`}
            submission={checked.submission}
            known={checked.known}
          />
        </DraftSent>
      )}
    </>
  )
}
