import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { CategoryLabel } from '#src/features/songs/rows/category-label.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import { RowHosts } from '#src/features/songs/rows/row-hosts.tsx'
import { StreamReportButton } from '#src/features/songs/rows/stream-report-button.tsx'
import { ShareButton } from '#src/features/songs/share-button.tsx'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { streamVideoIds } from '#src/shared/song-model/stream-videos.ts'
import { videoPageLink } from '#src/shared/song-model/time/video-link.ts'
import { externalLinkAttributes } from '#src/shared/ui/external-link.tsx'

import { SetlistCopyButton } from './setlist-copy-button.tsx'
import { StreamNavigation } from './stream-navigation.tsx'
import { StreamSetlist } from './stream-setlist.tsx'

import '#src/features/songs/list/song-list.css'
import './song-pages.css'

const route = getRouteApi('/{-$locale}/streams/$stream')

/** One stream: its videos, its setlist in order, and the streams before and after it. */
export function StreamPage() {
  const { t } = useLingui()
  const format = useSongFormat()
  const { prefix } = useCurrentLocale()
  const { stream, model } = route.useLoaderData()
  const videoIds = streamVideoIds(stream)
  const streamName = stream.name
  const songCount = format.number(stream.performances.length)
  return (
    <RowHosts>
      <article className="page song-page" aria-labelledby="stream-page-title">
        <header className="page-header song-page__header">
          <h1 id="stream-page-title" lang="ja">
            {streamName}
          </h1>
        </header>
        <dl className="song-facts song-page__facts">
          <div>
            <dt>{t`配信日`}</dt>
            <dd>
              {stream.dateVisible ? (
                <time dateTime={stream.isoDate}>{format.date(stream.isoDate)}</time>
              ) : (
                t`日付非公開`
              )}
            </dd>
          </div>
          <div>
            <dt>{t`歌った曲`}</dt>
            <dd>{t`${songCount}曲`}</dd>
          </div>
          <div>
            <dt>{t`配信の種類`}</dt>
            <dd>
              <CategoryLabel category={stream.category} />
            </dd>
          </div>
        </dl>
        <ul className="song-page__videos" aria-label={t`配信の動画`}>
          {videoIds.map((id, i) => {
            const number = format.number(i + 1)
            return (
              <li key={id}>
                <a href={videoPageLink(id)} {...externalLinkAttributes}>
                  {videoIds.length > 1 ? t`動画${number}を YouTube で見る` : t`YouTube で見る`}
                  <span className="visually-hidden">{t`（新しいタブで開きます）`}</span>
                </a>
              </li>
            )
          })}
        </ul>
        <div className="song-page__actions">
          <PlayListButton
            count={stream.performances.length}
            performances={() => stream.performances}
            label={(n) => t`セットリスト${n}曲を続けて再生`}
            menu={{ name: streamName, stream, label: t`「${streamName}」のセットリストの操作` }}
          />
          <ShareButton />
          <SetlistCopyButton stream={stream} />
          <StreamReportButton stream={stream} />
          <Link
            to="/{-$locale}/songlist"
            params={{ locale: prefix }}
            className="song-page__list-link"
          >
            {t`歌リストの配信一覧へ`}
          </Link>
        </div>
        <StreamSetlist stream={stream} />
        <StreamNavigation model={model} stream={stream} />
      </article>
    </RowHosts>
  )
}
