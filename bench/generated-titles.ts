import { songKey } from '#src/shared/song-model/keys/song-key.ts'

/** A script's share of the texts, and their lengths in characters at each tenth of the measured. */
export interface ScriptShare {
  share: number
  lengths: readonly number[]
}
type Script = 'kanji' | 'mixed' | 'kana' | 'latin' | 'chinese'

// Measured on 2026-11-25, in characters. Which Japanese script a title or artist is written in, and
// how long it is, is the readings evaluation set's (tests/fixtures/readings/evaluation.ts: 520
// titles, 273 artists). That set holds only texts with a reading to check, so it has no Chinese
// and almost no Latin texts: their shares and lengths are the sample catalogue's (content/songs.json:
// 72 songs, 54 artists), and the Japanese shares are scaled to what they leave.
export const titleScripts: Record<Script, ScriptShare> = {
  kanji: { share: 0.225, lengths: [1, 2, 2, 2, 2, 3, 3, 4, 4, 4] },
  mixed: { share: 0.48, lengths: [3, 4, 4, 5, 6, 6, 7, 8, 9, 11] },
  kana: { share: 0.115, lengths: [3, 4, 5, 5, 6, 7, 7, 7, 9, 12] },
  latin: { share: 0.111, lengths: [5, 5, 8, 9, 9, 9, 10, 15, 15, 20] },
  chinese: { share: 0.069, lengths: [2, 3, 4, 4, 4] },
}
export const artistScripts: Record<Script, ScriptShare> = {
  kanji: { share: 0.253, lengths: [2, 3, 3, 3, 4, 4, 4, 4, 4, 5] },
  mixed: { share: 0.184, lengths: [4, 4, 4, 5, 5, 5, 5, 6, 6, 9] },
  kana: { share: 0.033, lengths: [2, 3, 3, 4, 4, 5, 5, 6, 7, 9] },
  latin: { share: 0.44, lengths: [3, 4, 6, 7, 7, 8, 9, 11, 11, 16] },
  chinese: { share: 0.09, lengths: [3] },
}
/** The evaluation set's titles with a 〜subtitle〜, a 、, a !, ?, ☆ or ♪, a number, an (aside). */
const marks = { subtitle: 0.008, comma: 0.013, sign: 0.029, digits: 0.008, aside: 0.002 }
/** The catalogue's songs by two artists (feat., ×): 5 of 72. */
const collaborationShare = 0.07
/** Real archives have about one artist for every 3 to 4 songs. */
export const songsPerArtist = 3.5

// Pools, most common first where that matters: common jōyō kanji, kana syllables, English words,
// and the Traditional characters Taiwanese titles and names are written in.
const kanji = [
  '恋夜君花星空心愛夢光月雪風海日春夏秋冬雨色世界涙声歌唄桜青赤白黒天人明生時道未来大小少女子僕',
  '私手目一千年物語約束奇跡永遠運命朝昼晴虹影火水森山川街町国都駅線路窓部屋家門橋島港城庭園丘岸',
  '波砂石草木葉実種根枝鳥猫犬魚虫蝶龍狼羊馬行帰歩走飛踊笑祈願信待探見言話書知覚会別出始終止死消',
  '咲散舞降灯揺照輝響鳴眠好嫌嬉楽苦痛寂甘優強弱美新古高低長短近深浅早遅暗熱冷温静速真本正全半最',
  '再初次後前上下左右内外表裏東西南北京神仏魔鬼姫王妃主民兵騎士勇者英雄友仲間族母父兄姉弟妹娘彼',
  '誰何今昔常毎過去現在久瞬代記想像理希望絶宿秘密自由平和義孤独幸福勝負戦革音曲詩律鐘笛鼓絵画写',
  '映文字紙名電車船舟翼羽銀金鉄紅紫緑黄藍灰彩幻闇座宙河太陽地球獄夕宵暁陰霧雲嵐雷氷霜露炎煙桃梅',
  '菊蓮華顔髪胸肩指唇瞳耳腕足背骨血肌息情念感意志気魂縁絆誓罪罰嘘偽謎答問題味価値二三四五六七八',
  '九十百万市村郷里原野田畑林坂通角店館校室堂寺宮社晩週季節分秒刻駆触握離戻渡越超染凍満欠崩創造',
  '守助奪許結繋織登流巡廻回転進退続変移淡濃艶麗清純愚賢柔硬軽重細広狭台鏡扉鍵箱糸針旅隊群集祭宴',
  '喜怒恩暮焼輪環境峠湖泉滝湾浦潮澄泡滴粒珠玉宝冠剣弓矢盾旗塔壁階段棚机袖帯靴傘帽服布絹綿皮糖茶',
  '酒杯皿米麦豆果梨柿栗蜜卵鯨鶴鷹亀蛇蜂蛍貝姿祝栄険誇恥休学教練験卒業式席帆航標号番第章序幕劇役',
  '奏謡賛拍弾盤恐怖怪獣精霊仙聖竜使',
].join('')
const nameKanji =
  '山田中村木本川井上下野原島松竹藤佐伊加小高石林森池橋岡宮谷沢浜崎西東北南内外前後長斉菅桑桐' +
  '秦星源優里美子恵香奈菜花彩真由紀乃愛結衣陽翔大輝健太郎一二三雄夫介亮誠達洋浩博正明和秀英治'
const hiragana =
  'のいなにるとてをはたられしくかうがっりよでまもさけあえおきこすせそちつねひふへほみむめやゆわ' +
  'んどだじずぜぞばびぶべぼぱぴぷぺぽござぎぐげ'
const katakana = [
  ...'ンルトスクリイラレドタカシマコアテロフデバジハキナメサミブパプガベグダビボポピモヒホヘニヌ',
  ...'ネノヤユヨワオエウセソチツケゴザズゼゾゲギペヴ',
  ...'シャ シュ ショ チャ ティ ディ ファ フィ ジャ キャ リュ ウィ'.split(' '),
]
const english =
  `love you night my the dream heart light star world day time blue sky song summer life
  girl boy story memory magic rain snow fire moon sun forever me your a of in on to and all one last
  first new good bye hello again tomorrow yesterday road home way game happy sweet little wonder flower
  color secret base only back kiss shine smile tears wish wings angel wind ocean city lights dance
  party baby crazy fly high free run alive brave glory hero cry heaven paradise sugar honey candy
  midnight morning step stay true real black white red gold silver`.split(/\s+/)
const romaji = `a i u e o ka ki ku ke ko sa shi su se so ta chi tsu te to na ni nu ne no ha hi fu he
  ho ma mi mu me mo ya yu yo ra ri ru re ro wa n ga gi gu ge go za ji zu ze zo da de do ba bi bu be
  bo pa pi pu pe po`.split(/\s+/)
const chinese = [
  '我你的愛不是一在有人這個們了說心時天想好來後會要就也都沒到去看風花夜月光星雨海夢情歌聽見過給',
  '還讓對為裡那些年多少最再別走等誰回憶念思如果可以能知道只今生世界永遠快樂幸福寂寞孤單溫柔眼淚',
  '微笑擁抱陪伴勇敢相信青春小大美麗城市街燈火煙雲飛鳥魚雪冬夏秋日子起明白放手離開喜歡傷痛忘記他',
  '她它著把從被向用很太真半路口聲音唱首曲句話語字紙寫畫色紅藍綠黃黑金銀錢愁傻瓜笨蛋晚安早晨午昏',
  '深凌前現未曾經遺憾悔答案問題秘密約定承諾守候待牽掛陽照亮暖閃耀燦爛迷惘徘徊流浪漂泊靜寧靈魂感',
  '覺懂怕哭甜蜜酸醒睡醉酒杯咖啡茶香島嶼山峰河岸橋樑車站列旅程方盡頭涯角落窗外門邊房間屋頂樹葉草',
  '原沙灘潮宇宙彩虹',
].join('')
const surnames =
  '陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高潘簡朱鍾彭游詹胡施沈余盧梁趙顏柯'
const givenNames =
  '雅婷怡君欣宇豪傑偉志明華玲美淑芬佳慧宜蓉珊瑜萱庭安詩涵家俊宏建文冠廷柏翰承恩晴心妤品妍若彤語'

// Particles and endings, the hiragana between kanji: の, い, な, に, る and と are the commonest.
const endings = `の に い な る と て を は た ら が で も か よ ない して から たい った れば ても
  まで だけ する ける れる しい ような ように く き さ ね へ や り`.split(/\s+/)

// Kanji the analyser reads only with their kana or partner (泣 alone stays unread), so they come
// as words: verbs and adjectives with their endings, and compounds.
const words = `泣いた 叫べ 聞かせて 読む 思い 忘れない 逢いたい 落ちて 燃える 悲しみ 抱きしめて 描く
  溶ける 壊れた 救い 紡ぐ 踏み 跳べ 沈む 浮かぶ 漂う 恨み 哀しい 悔しい 惜しい 挑む 悩み 遊ぼう
  働く 吹く 騒ぐ 眺め 誘う 迷子 泳ぐ 記憶 戦争 旋律 宇宙 惑星 汽車 菓子 冒険 練習 演奏 妖精 歓声
  愁い 慕情 試練 合唱`.split(/\s+/)

type Next = () => number

const pick = <T>(list: ArrayLike<T>, next: Next): T => list[Math.floor(next() * list.length)] as T
/** Favours the start of the list, as the commonest syllables, words and artists are favoured. */
const skewed = <T>(list: ArrayLike<T>, next: Next): T => {
  const r = next()
  return list[Math.floor(r * r * list.length)] as T
}
/** `length` characters of `pool`, each drawn with `choose` (evenly unless told). */
const draw = (pool: string, length: number, next: Next, choose = pick<string>) =>
  Array.from({ length }, () => choose(pool, next)).join('')

function katakanaWord(length: number, next: Next): string {
  let word = ''
  while (word.length < length) {
    const syllable = skewed(katakana, next)
    // No word starts with ン; ー lengthens the syllable before it.
    if (word === '' && syllable === 'ン') continue
    word += syllable
    if (word.length < length && next() < 0.15) word += 'ー'
  }
  return word.slice(0, length)
}
const hiraganaRun = (length: number, next: Next) => draw(hiragana, length, next, skewed)
const hasKanjiAndKana = (text: string) =>
  /\p{sc=Han}/u.test(text) && /[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)

/**
 * Kanji and kana by turns, as in 夜に駆ける: one or two kanji, then a particle or ending, a word or
 * a katakana word; the evaluation set's are about 40% kanji, 40% hiragana and 20% katakana.
 */
function mixedText(length: number, next: Next): string {
  const parts: string[] = []
  let useKanji = next() < 0.5
  while (parts.join('').length < length || !hasKanjiAndKana(parts.join(''))) {
    const r = next()
    // Where one or two characters are left, only a particle or a kanji fits.
    const room = length - parts.join('').length
    if (useKanji)
      parts.push(draw(kanji, Math.max(1, Math.min(room, 1 + Math.floor(r * 2))), next, skewed))
    else if (room > 2 && r < 0.25) parts.push(katakanaWord(2 + Math.floor(next() * 4), next))
    else if (room > 2 && r < 0.4) parts.push(pick(words, next))
    else parts.push(skewed(endings, next))
    useKanji = !useKanji
  }
  return nearest(parts, length, '', hasKanjiAndKana)
}

/** The parts joined, less the last when that is nearer `length` and still `fits`: no cut words. */
function nearest(
  parts: string[],
  length: number,
  join: string,
  fits: (text: string) => boolean = () => true,
) {
  const all = parts.join(join)
  const fewer = parts.slice(0, -1).join(join)
  return parts.length > 1 && 2 * length < all.length + fewer.length && fits(fewer) ? fewer : all
}

/** Words of `list` to about `length` characters, styled as in `Lemon`, `KICK BACK`, `only my`. */
function latinText(length: number, list: readonly string[], next: Next, join = ' '): string {
  const words = [skewed(list, next)]
  while (words.join(join).length < length) words.push(skewed(list, next))
  const text = nearest(words, length, join)
  const style = next()
  if (style < 0.15) return text.toUpperCase()
  if (style < 0.3) return text
  return text.replace(/(^|\s)\S/g, (first) => first.toUpperCase())
}

function scriptOf(table: Record<Script, ScriptShare>, next: Next): Script {
  let r = next()
  for (const [script, { share }] of Object.entries(table) as [Script, ScriptShare][]) {
    r -= share
    if (r < 0) return script
  }
  return 'mixed'
}

function title(script: Script, next: Next): string {
  const length = pick(titleScripts[script].lengths, next)
  if (script === 'latin') return latinText(length, english, next)
  if (script === 'chinese') return draw(chinese, length, next)
  let text =
    script === 'kanji'
      ? draw(kanji, length, next, skewed)
      : script === 'mixed'
        ? mixedText(length, next)
        : next() < 0.08
          ? hiraganaRun(length, next)
          : katakanaWord(length, next)
  // Marks as the evaluation set's titles have them: 〜subtitles〜, 、, !, numbers and (asides).
  const r = next()
  const { subtitle, comma, sign, digits, aside } = marks
  if (r < subtitle) text += ` 〜${mixedText(3 + Math.floor(next() * 6), next)}〜`
  // 、 closes a word, as in 私、アイドル宣言: after kana, before kanji.
  else if (r < subtitle + comma) text = text.replace(/(?<=\p{sc=Hiragana})(?=\p{sc=Han})/u, '、')
  else if (r < subtitle + comma + sign) text += pick(['!', '?', '☆', '♪'], next)
  else if (r < subtitle + comma + sign + digits) text = `${1 + Math.floor(next() * 366)}${text}`
  else if (r < subtitle + comma + sign + digits + aside) text += `(${hiraganaRun(3, next)})`
  return text
}

function artist(script: Script, next: Next): string {
  const length = pick(artistScripts[script].lengths, next)
  switch (script) {
    case 'chinese':
      return pick(surnames, next) + draw(givenNames, length - 1, next)
    case 'latin':
      return next() < 0.5 ? latinText(length, english, next) : latinText(length, romaji, next, '')
    case 'kanji':
      return draw(nameKanji + kanji, length, next, skewed)
    case 'mixed': {
      // A family name in kanji and a given name in kana, as in 中島みゆき and 宇多田ヒカル.
      const family = Math.max(1, Math.round(length * 0.42))
      const given = length - family
      return (
        draw(nameKanji + kanji, family, next, skewed) +
        (next() < 0.5 ? katakanaWord(given, next) : hiraganaRun(given, next))
      )
    }
    case 'kana':
      return next() < 0.64 ? katakanaWord(length, next) : hiraganaRun(length, next)
  }
}

/**
 * `count` songs, title and original singer, all different songs by `songKey`: titles drawn script
 * by script, artists from a pool of one for every `songsPerArtist` songs, its first sung most.
 */
export function generatedSongs(count: number, next: Next): { songName: string; singer: string }[] {
  const pool = Array.from({ length: Math.max(2, Math.round(count / songsPerArtist)) }, () => {
    const script = scriptOf(artistScripts, next)
    return { script, name: artist(script, next) }
  })
  // Chinese titles go to Chinese artists, the others to the rest (to all when there is no rest).
  const names = (chinese: boolean) => {
    const own = pool.filter((a) => (a.script === 'chinese') === chinese)
    return (own.length > 0 ? own : pool).map((a) => a.name)
  }
  const artistsOf = { chinese: names(true), other: names(false) }
  const keys = new Set<string>()
  const songs: { songName: string; singer: string }[] = []
  while (songs.length < count) {
    const script = scriptOf(titleScripts, next)
    const artists = artistsOf[script === 'chinese' ? 'chinese' : 'other']
    const first = skewed(artists, next)
    const song = {
      songName: title(script, next),
      singer:
        next() < collaborationShare
          ? `${first}${pick([' feat. ', ' feat. ', ' × '], next)}${skewed(artists, next)}`
          : first,
    }
    // A title and singer drawn twice would be one song, not two.
    if (keys.has(songKey(song))) continue
    keys.add(songKey(song))
    songs.push(song)
  }
  return songs
}
