import { useLingui } from '@lingui/react/macro'

export function SongListPage() {
  const { t } = useLingui()
  return (
    <article className="page page--songlist">
      <h1>{t`歌リスト`}</h1>
    </article>
  )
}
