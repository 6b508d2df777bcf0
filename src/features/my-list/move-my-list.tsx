import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId } from 'react'

import { formatInteger } from '#src/i18n/calendar-format.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import type { ImportResult } from '#src/shared/visitor-lists/my-list-file.ts'

import { useStatus } from './status-region.tsx'

// The same bound importMyList sets on the text: a bigger file is not read at all.
const fileSizeLimit = 2_000_000
const transfer = onDemand(() => import('./my-list-transfer.ts'))

/** Saves the three lists as a file, and merges such a file from another device into them. */
export function MoveMyList() {
  const { t } = useLingui()
  const { say } = useStatus()
  const inputId = useId()
  const save = () =>
    transfer.load().then(
      (code) => {
        const fileName = code.saveMyListFile()
        say(t`「${fileName}」を書き出しました`)
      },
      () => say(t`書き出せませんでした。通信を確かめて、もう一度お試しください。`),
    )
  const describe = (result: ImportResult): string => {
    if (result.ok) {
      const { added } = result
      if (added.favourites + added.playlists + added.history === 0)
        return t`読み込みました。新しく加わったものはありませんでした。`
      const favourites = formatInteger(added.favourites)
      const playlists = formatInteger(added.playlists)
      const history = formatInteger(added.history)
      return t`読み込みました。お気に入り${favourites}曲、プレイリスト${playlists}件、再生履歴${history}件を加えました。`
    }
    switch (result.reason) {
      case 'not-json':
      case 'not-my-list':
        return t`このファイルはマイリストのファイルではありません。「ファイルに書き出す」で作ったファイルを選んでください。`
      case 'newer-version':
        return t`このファイルは新しい版のサイトで作られたため、読み込めません。ページを読み込み直してから、もう一度お試しください。`
      case 'storage':
        return t`ブラウザーに保存できませんでした。読み込んだ内容は、このページを閉じると消えます。ブラウザーの空き容量や設定を確かめてください。`
    }
  }
  const load = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Emptied, so that choosing the same file again reads it again.
    input.value = ''
    if (!file) return
    if (file.size > fileSizeLimit) {
      say(t`ファイルが大きすぎます（2 MB まで）。マイリストのファイルを選んでください。`)
      return
    }
    Promise.all([file.text(), transfer.load()]).then(
      ([text, code]) => say(describe(code.importMyList(text))),
      () => say(t`ファイルを読めませんでした。もう一度お試しください。`),
    )
  }
  return (
    <section className="mylist-section" aria-labelledby="mylist-move">
      <h2 id="mylist-move">{t`別の端末へ移す`}</h2>
      <p className="section__lead">
        {t`書き出したファイルを別の端末のこのページで読み込むと、お気に入り、プレイリスト、再生履歴がそこに加わります。その端末にあったものは消えません。`}
      </p>
      <div className="mylist-actions">
        <button type="button" className="mylist-primary" onClick={save}>
          {t`ファイルに書き出す`}
        </button>
        <div className="mylist-file">
          <label htmlFor={inputId}>{t`ファイルから読み込む`}</label>
          <input id={inputId} type="file" accept=".json,application/json" onChange={load} />
        </div>
      </div>
    </section>
  )
}
