/** The people behind the singer's look: names are shown as written, roles in each language. */
export const people = [
  { id: 'yukimura', name: '雪村こおり', role: { ja: 'キャラクターデザイン', zh: '角色設計' } },
  { id: 'minato', name: '湊ナギ', role: { ja: 'キービジュアルイラスト', zh: '主視覺插畫' } },
  { id: 'kiriyama', name: '霧山トオル', role: { ja: 'モデリング・リギング', zh: '建模與綁定' } },
]

/** The artwork of the design section, oldest look first; files live in `public/images/`. */
export const artworks = [
  {
    id: 'original-outfit',
    title: { ja: '初期衣装', zh: '初始服裝' },
    src: '/images/outfit-original.svg',
    width: 320,
    height: 320,
    alt: {
      ja: '水色のマフラーを巻き、マイクを持ったペンギンの歌い手のイラスト',
      zh: '圍著水藍色圍巾、拿著麥克風的企鵝歌手插圖',
    },
    credits: ['yukimura'],
  },
  {
    id: 'new-outfit',
    title: { ja: '新衣装', zh: '新服裝' },
    src: '/images/outfit-new.svg',
    width: 320,
    height: 320,
    alt: {
      ja: 'オレンジのリボンと星の髪飾りをつけ、青いケープをまとったペンギンの歌い手のイラスト',
      zh: '繫著橘色蝴蝶結、戴著星星髮飾、披著藍色斗篷的企鵝歌手插圖',
    },
    credits: ['yukimura', 'kiriyama'],
  },
  {
    id: 'character-design',
    title: { ja: 'キャラクターデザイン', zh: '角色設計' },
    src: '/images/character-design.svg',
    width: 320,
    height: 320,
    alt: {
      ja: 'ペンギンの歌い手を正面と横から描いた設定画',
      zh: '從正面與側面描繪企鵝歌手的設定圖',
    },
    credits: ['yukimura'],
  },
  {
    id: 'key-visual',
    title: { ja: 'キービジュアル', zh: '主視覺' },
    src: '/images/key-visual.svg',
    width: 320,
    height: 320,
    alt: {
      ja: '氷の舞台でマイクを手に歌うペンギンの歌い手と、舞い上がる音符',
      zh: '在冰之舞台上手拿麥克風唱歌的企鵝歌手，以及飛舞的音符',
    },
    credits: ['minato'],
  },
  {
    id: 'visual-effects',
    title: { ja: 'メインビジュアルエフェクト', zh: '主要視覺特效' },
    src: '/images/visual-effects.svg',
    width: 320,
    height: 320,
    alt: {
      ja: '雪の結晶、音符、きらめきが円を描いて広がるエフェクトのイメージ',
      zh: '雪花、音符與光芒呈圓形擴散的特效示意圖',
    },
    credits: ['kiriyama'],
  },
]
