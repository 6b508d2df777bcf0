/** The nine URLs with the heading and language each must show. */
const pages = [
  {
    path: '',
    ja: '白鳥ぺぺ',
    zh: '白鳥佩佩',
    titleJa: 'ホーム',
    titleZh: '首頁',
  },
  {
    path: '/about',
    ja: '白鳥ぺぺについて',
    zh: '關於白鳥佩佩',
    titleJa: 'プロフィール',
    titleZh: '個人資料',
  },
  { path: '/songlist', ja: '歌リスト', zh: '歌單', titleJa: '歌リスト', titleZh: '歌單' },
]

export const nineUrls = pages.flatMap((p) => [
  { url: p.path || '/', heading: p.ja, lang: 'ja', title: p.titleJa },
  { url: `/ja${p.path}`, heading: p.ja, lang: 'ja', title: p.titleJa },
  { url: `/zh${p.path}`, heading: p.zh, lang: 'zh-Hant', title: p.titleZh },
])
