/** The singer's profile, shown on Home and About. Each text is written in each language. */
export const profile = {
  name: { ja: '白鳥ぺぺ', zh: '白鳥佩佩' },
  /** Shown as written in every language. */
  romanizedName: 'Shiratori Pepe',
  nameTitle: {
    ja: 'ペンギンをこよなく愛する、歌って話すシンガーソングライター',
    zh: '最愛企鵝、邊唱邊聊的創作歌手',
  },
  blurb: [
    {
      ja: 'アニソン、J-POP、そしてオリジナル曲を、日付ごとの歌枠配信で歌っています。',
      zh: '在每一場標明日期的歌回直播中，演唱動畫歌曲、J-POP 和原創歌曲。',
    },
    {
      ja: '曲の合間にはコメント欄のみんなとのおしゃべりも。ペンギンの話になると止まりません。',
      zh: '歌與歌之間也會和聊天室的大家閒聊，一聊到企鵝就停不下來。',
    },
  ],
  birthday: { month: 4, day: 25 },
  /** Optional: shown after the date. */
  birthdayNote: { ja: '世界ペンギンの日', zh: '世界企鵝日' },
  likes: [
    { ja: 'ペンギン', zh: '企鵝' },
    { ja: '車', zh: '汽車' },
  ],
  favoriteFoods: [
    { ja: 'たまご', zh: '雞蛋' },
    { ja: '野菜', zh: '蔬菜' },
    { ja: 'お寿司', zh: '壽司' },
  ],
  fanMark: '🐧🎤',
  fanName: { ja: 'ペンギン隊', zh: '企鵝隊' },
  fanTag: '#ぺぺうた',
  fanArtTag: '#ぺぺあーと',
  /** The picture beside the name on Home. Files live in `public/`. */
  heroImage: {
    src: '/images/key-visual.svg',
    width: 320,
    height: 320,
    alt: { ja: 'マイクを手に歌うペンギンの歌い手のイラスト', zh: '手拿麥克風唱歌的企鵝歌手插圖' },
  },
  /** The picture beside the profile on About. */
  portrait: {
    src: '/images/outfit-new.svg',
    width: 320,
    height: 320,
    alt: {
      ja: 'リボンと星の髪飾りをつけたペンギンの歌い手のイラスト',
      zh: '繫著蝴蝶結、戴著星星髮飾的企鵝歌手插圖',
    },
  },
}
