import { msg } from '@lingui/core/macro'
import type { Profile } from './types'

/** The singer's profile. Replace the texts here, then run `npm run i18n:extract` and translate. */
export const profile: Profile = {
  name: msg`白鳥ぺぺ`,
  romanizedName: 'Shiratori Pepe',
  nameTitle: msg`ペンギンをこよなく愛する、歌って話すシンガーソングライター`,
  blurb: [
    msg`アニソン、J-POP、そしてオリジナル曲を、日付ごとの歌枠配信で歌っています。`,
    msg`曲の合間にはコメント欄のみんなとのおしゃべりも。ペンギンの話になると止まりません。`,
  ],
  birthday: { month: 4, day: 25 },
  likes: [msg`ペンギン`, msg`車`],
  favoriteFoods: [msg`たまご`, msg`野菜`, msg`お寿司`],
  fanMark: '🐧🎤',
  fanName: msg`ペンギン隊`,
  fanTag: '#ぺぺうた',
  fanArtTag: '#ぺぺあーと',
}
