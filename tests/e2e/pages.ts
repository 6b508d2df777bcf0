import { localized } from '../../src/shared/content/localized'
import { aboutHeading, pageDescriptions, singerName } from '../support/content-under-test'

/** The nine URLs with the heading, language and description each must show. */
const pages = [
  {
    path: '',
    description: pageDescriptions.home,
    ja: singerName.ja,
    zh: singerName.zh,
    titleJa: 'ホーム',
    titleZh: '首頁',
  },
  {
    path: '/about',
    description: pageDescriptions.about,
    ja: aboutHeading.ja,
    zh: aboutHeading.zh,
    titleJa: 'プロフィール',
    titleZh: '個人資料',
  },
  {
    path: '/songlist',
    description: pageDescriptions.songlist,
    ja: '歌リスト',
    zh: '歌單',
    titleJa: '歌リスト',
    titleZh: '歌單',
  },
]

export const nineUrls = pages.flatMap((p) => {
  const [ja, zh] = [localized(p.description, 'ja'), localized(p.description, 'zh')]
  return [
    { url: p.path || '/', heading: p.ja, lang: 'ja', title: p.titleJa, description: ja },
    { url: `/ja${p.path}`, heading: p.ja, lang: 'ja', title: p.titleJa, description: ja },
    { url: `/zh${p.path}`, heading: p.zh, lang: 'zh-Hant', title: p.titleZh, description: zh },
  ]
})
