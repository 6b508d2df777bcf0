import { msg } from '@lingui/core/macro'
import type { Artwork, Person } from './types'

/** The people behind the singer's look; names are shown as written, roles are translated. */
export const people: readonly Person[] = [
  { id: 'yukimura', name: '雪村こおり', role: msg`キャラクターデザイン` },
  { id: 'minato', name: '湊ナギ', role: msg`キービジュアルイラスト` },
  { id: 'kiriyama', name: '霧山トオル', role: msg`モデリング・リギング` },
]

/** The artwork shown in the design section, oldest look first. */
export const artworks: readonly Artwork[] = [
  {
    id: 'original-outfit',
    title: msg`初期衣装`,
    src: '/images/outfit-original.svg',
    width: 320,
    height: 320,
    alt: msg`水色のマフラーを巻き、マイクを持ったペンギンの歌い手のイラスト`,
    credits: ['yukimura'],
  },
  {
    id: 'new-outfit',
    title: msg`新衣装`,
    src: '/images/outfit-new.svg',
    width: 320,
    height: 320,
    alt: msg`オレンジのリボンと星の髪飾りをつけ、青いケープをまとったペンギンの歌い手のイラスト`,
    credits: ['yukimura', 'kiriyama'],
  },
  {
    id: 'character-design',
    title: msg`キャラクターデザイン`,
    src: '/images/character-design.svg',
    width: 320,
    height: 320,
    alt: msg`ペンギンの歌い手を正面と横から描いた設定画`,
    credits: ['yukimura'],
  },
  {
    id: 'key-visual',
    title: msg`キービジュアル`,
    src: '/images/key-visual.svg',
    width: 320,
    height: 320,
    alt: msg`氷の舞台でマイクを手に歌うペンギンの歌い手と、舞い上がる音符`,
    credits: ['minato'],
  },
  {
    id: 'visual-effects',
    title: msg`メインビジュアルエフェクト`,
    src: '/images/visual-effects.svg',
    width: 320,
    height: 320,
    alt: msg`雪の結晶、音符、きらめきが円を描いて広がるエフェクトのイメージ`,
    credits: ['kiriyama'],
  },
]
