import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { sameOriginPath } from '#src/lib/same-origin-path.ts'

import { offlineTitle } from './offline-head.ts'

const route = getRouteApi('/{-$locale}/offline')

/**
 * What the service worker shows for a page this device has not kept, without a connection: what
 * still works here (the song list, マイリスト) and, when it is known, the page asked for, to try
 * again once connected.
 */
export function OfflinePage() {
  const { t, i18n } = useLingui()
  const { prefix } = useCurrentLocale()
  // Checked here as well as by the route: the link must not depend on the router dropping `from`.
  const again = sameOriginPath(route.useSearch().from, useRouter().origin)
  return (
    <section className="error-page" aria-labelledby="offline-title">
      <h1 id="offline-title">{i18n._(offlineTitle)}</h1>
      <p>{t`このページはまだこの端末に保存されていないため、インターネットに接続していないと開けません。`}</p>
      <p>{t`歌リストとマイリストは、一度開いた端末ならオフラインでも使えます。`}</p>
      <div className="hero__actions">
        <Link
          to="/{-$locale}/songlist"
          params={{ locale: prefix }}
          className="button button--primary"
        >
          {t`歌リストを開く`}
        </Link>
        <Link
          to="/{-$locale}/mylist"
          params={{ locale: prefix }}
          className="button button--secondary"
        >
          {t`マイリストを開く`}
        </Link>
      </div>
      {again !== null && (
        <p>
          <a href={again}>{t`接続が戻ったら、開こうとしたページをもう一度読み込む`}</a>
        </p>
      )}
    </section>
  )
}
