import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import { SetlistForm } from './setlist-form.tsx'

import './contribute.css'

/** "Join us": send a setlist through the form, report a mistake from the song list. */
export function ContributePage() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  return (
    <article className="page page--contribute">
      <header className="page-header">
        <h1>{t`セトリを送る`}</h1>
      </header>
      <p className="section__lead">
        {t`歌枠のタイムスタンプのコメントを貼り付けると、歌リストと同じ読み方で確かめられます。よければ、そのままこのページから送ってください。サイトの係が見て、歌リストに加えます。`}
      </p>
      <p>
        {t`入力した内容は、送るボタンを押すまでどこにも送られません。`}{' '}
        {t`書きかけの内容は、このタブを閉じるまでブラウザに残ります。`}{' '}
        <Link to="/{-$locale}/songlist" params={{ locale: prefix }}>
          {t`歌リストの誤りは、各曲と各配信の「報告」ボタンから知らせてください。`}
        </Link>
      </p>
      <section aria-labelledby="setlist-form-title" className="section--form">
        <h2 id="setlist-form-title">{t`配信とセトリ`}</h2>
        <SetlistForm />
      </section>
    </article>
  )
}
