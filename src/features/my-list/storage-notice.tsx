import { Trans, useLingui } from '@lingui/react/macro'

import { useStoragePersistence } from '#src/shared/visitor-lists/storage-persistence.ts'

/**
 * What the browser will do with マイリスト, once the visitor has saved something: kept, or at risk
 * (Safari clears a site unvisited for seven days unless it is on the home screen) with the two
 * ways to keep it.
 */
export function StorageNotice({ saved }: { saved: boolean }) {
  const { t } = useLingui()
  const persistence = useStoragePersistence()
  if (!saved || persistence === 'unasked') return null
  if (persistence === 'kept') {
    return <p className="mylist-storage">{t`このブラウザーは、マイリストを消さずに残します。`}</p>
  }
  return (
    <aside className="mylist-storage mylist-storage--risk" aria-labelledby="mylist-storage">
      <h2 id="mylist-storage">{t`マイリストが消えることがあります`}</h2>
      <p>
        {t`ブラウザーは、空き容量が足りないときや、しばらく開かれないサイトのデータを消すことがあります。iPhone と iPad の Safari では、7日間開かなかったサイトのデータが消えます。`}
      </p>
      <p>
        <Trans>
          残しておくには、このサイトをホーム画面に追加するか、下の「
          <a href="#mylist-move">別の端末へ移す</a>
          」でファイルに書き出してください。
        </Trans>
      </p>
    </aside>
  )
}
