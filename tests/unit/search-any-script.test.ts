import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { catalogueSongKey, type SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { hepburnOf } from '#build-src/search-keys/hepburn.ts'
import { searchableText, type SearchAids } from '#src/shared/search/search-aids.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { compileQuery, matchesText, type SearchableText } from '#src/shared/search/search-match.ts'
import { slowTest } from '#tests/patience.ts'

// Search end to end: readings, romaji, pinyin and character forms worked out as the build works
// them out, and queries matched as the browser matches them. Its own catalogue, so a fan group's
// content changes nothing here.
const catalogue: SongCatalogue = {
  songs: [
    { title: '夜に駆ける', artist: 'YOASOBI', aliases: ['Racing Into The Night'] },
    { title: '千本桜', artist: '黒うさP feat. 初音ミク', reading: 'せんぼんざくら' },
    { title: '紅蓮華', artist: 'LiSA', reading: 'ぐれんげ' },
    { title: '残響散歌', artist: 'Aimer', reading: 'ざんきょうさんか' },
    { title: '打上花火', artist: 'DAOKO × 米津玄師' },
    { title: 'ただ君に晴れ', artist: 'ヨルシカ' },
    { title: '東京フラッシュ', artist: 'Vaundy' },
    { title: '新時代', artist: 'Ado' },
    { title: '小さな恋のうた', artist: 'MONGOL800' },
    { title: '群青', artist: 'YOASOBI' },
    { title: '小幸運', artist: '田馥甄', aliases: ['A Little Happiness'] },
    { title: '告白氣球', artist: '周杰倫' },
    { title: '後來', artist: '劉若英' },
    { title: 'Lemon', artist: '米津玄師' },
    { title: 'マリーゴールド', artist: 'あいみょん' },
    { title: '炎', artist: 'LiSA', reading: 'ほむら' },
    { title: '春よ、来い', artist: '松任谷由実' },
    { title: '勇者', artist: 'YOASOBI' },
    { title: '世界は恋に落ちている', artist: 'CHiCO with HoneyWorks' },
    { title: '愛を伝えたいだとか', artist: 'あいみょん' },
    { title: '未来へ', artist: 'Kiroro' },
    { title: 'シャルル', artist: 'バルーン' },
  ],
  // The analyser reads 米津玄師 as よねつげんし.
  artists: [
    { name: '米津玄師', reading: 'よねづけんし' },
    { name: 'DAOKO × 米津玄師', reading: 'DAOKO × よねづけんし' },
  ],
}

let aids: SearchAids
const titles = new Map<string, SearchableText>()
const artists = new Map<string, SearchableText>()
beforeAll(async () => {
  aids = await computeSearchAids(catalogue)
  for (const song of catalogue.songs) {
    titles.set(
      song.title,
      searchableText(song.title, aids, aids.aliases.get(catalogueSongKey(song))),
    )
    artists.set(song.artist, searchableText(song.artist, aids))
  }
}, slowTest.timeout)

const finds = (field: SearchableText | undefined, query: string) => {
  const compiled = compileQuery(query, aids.forms)
  expect(field, 'a title of the catalogue').toBeDefined()
  return compiled !== null && matchesText(field!, compiled)
}

// [query, title it must find]
const found: [string, string][] = [
  // hiragana, katakana, half-width
  ['よるにかける', '夜に駆ける'],
  ['ヨルニカケル', '夜に駆ける'],
  ['ﾖﾙﾆｶｹﾙ', '夜に駆ける'],
  ['かける', '夜に駆ける'],
  ['せんぼんざくら', '千本桜'],
  ['センボンザクラ', '千本桜'],
  ['ぐれんげ', '紅蓮華'],
  ['うちあげはなび', '打上花火'],
  ['はなび', '打上花火'],
  ['ただきみにはれ', 'ただ君に晴れ'],
  ['とうきょう', '東京フラッシュ'],
  ['ふらっしゅ', '東京フラッシュ'],
  ['しんじだい', '新時代'],
  ['ちいさなこい', '小さな恋のうた'],
  ['ぐんじょう', '群青'],
  ['まりーごーるど', 'マリーゴールド'],
  ['ﾏﾘｰｺﾞｰﾙﾄﾞ', 'マリーゴールド'],
  ['ほむら', '炎'],
  ['はるよこい', '春よ、来い'],
  ['ゆうしゃ', '勇者'],
  ['ざんきょうさんか', '残響散歌'],
  ['しゃるる', 'シャルル'],
  // romaji, in several spellings
  ['yorunikakeru', '夜に駆ける'],
  ['yoru ni kakeru', '夜に駆ける'],
  ['YORU NI KAKERU', '夜に駆ける'],
  ['senbonzakura', '千本桜'],
  ['sembonzakura', '千本桜'],
  ['senbon zakura', '千本桜'],
  ['gurenge', '紅蓮華'],
  ['tokyo', '東京フラッシュ'],
  ['toukyou', '東京フラッシュ'],
  ['tōkyō', '東京フラッシュ'],
  ['tohkyoh', '東京フラッシュ'],
  ['furasshu', '東京フラッシュ'],
  ['hurassyu', '東京フラッシュ'],
  ['shinjidai', '新時代'],
  ['sinzidai', '新時代'],
  ['chiisana koi', '小さな恋のうた'],
  ['tiisanakoi', '小さな恋のうた'],
  ['gunjou', '群青'],
  ['gunjo', '群青'],
  ['gunzyou', '群青'],
  ['yuusha', '勇者'],
  ['yusha', '勇者'],
  ['yūsha', '勇者'],
  ['yusya', '勇者'],
  ['sekai wa koi ni ochiteiru', '世界は恋に落ちている'],
  ['sekaiha', '世界は恋に落ちている'],
  ['ai wo tsutaetai', '愛を伝えたいだとか'],
  ['ai o tutaetai', '愛を伝えたいだとか'],
  ['mirai e', '未来へ'],
  ['mirai he', '未来へ'],
  ['zankyousanka', '残響散歌'],
  ['zankyo sanka', '残響散歌'],
  ['homura', '炎'],
  ['haru yo koi', '春よ、来い'],
  ['sharuru', 'シャルル'],
  ['syaruru', 'シャルル'],
  ['tada kimi ni hare', 'ただ君に晴れ'],
  // Latin titles as written
  ['Lemon', 'Lemon'],
  ['lem', 'Lemon'],
  ['ＬＥＭＯＮ', 'Lemon'],
  // Simplified, Traditional and Japanese forms
  ['千本樱', '千本桜'],
  ['千本櫻', '千本桜'],
  ['千本桜', '千本桜'],
  ['红莲华', '紅蓮華'],
  ['紅蓮華', '紅蓮華'],
  ['残响散歌', '残響散歌'],
  ['殘響散歌', '残響散歌'],
  ['残響散歌', '残響散歌'],
  ['小幸运', '小幸運'],
  ['小幸運', '小幸運'],
  ['告白气球', '告白氣球'],
  ['后来', '後來'],
  ['新时代', '新時代'],
  ['东京', '東京フラッシュ'],
  // pinyin, full and initials
  ['qianbenying', '千本桜'],
  ['qby', '千本桜'],
  ['qian ben ying', '千本桜'],
  ['honglianhua', '紅蓮華'],
  ['hlh', '紅蓮華'],
  ['xiaoxingyun', '小幸運'],
  ['xxy', '小幸運'],
  ['gaobaiqiqiu', '告白氣球'],
  ['gbqq', '告白氣球'],
  ['houlai', '後來'],
  ['canxiangsange', '残響散歌'],
  // aliases
  ['A Little Happiness', '小幸運'],
  ['little happiness', '小幸運'],
  ['racing into', '夜に駆ける'],
]

// [query, title it must not find]
const missed: [string, string][] = [
  ['よるにがける', '夜に駆ける'],
  ['yoru ni kaeru', '夜に駆ける'],
  ['yorunikakeruyo', '夜に駆ける'],
  ['kakeruyoru', '夜に駆ける'],
  ['senbonsakura', '千本桜'],
  ['せんぼんさくら', '千本桜'],
  ['ぜんぼん', '千本桜'],
  ['千本松', '千本桜'],
  ['qianbenxing', '千本桜'],
  ['qbx', '千本桜'],
  ['kurenge', '紅蓮華'],
  ['ぐれんけ', '紅蓮華'],
  ['gunshou', '群青'],
  ['remon', 'Lemon'],
  // The written reading wins over the analyser's: 炎 is ほむら here, not ほのお.
  ['honoo', '炎'],
  ['ほのお', '炎'],
]

describe('search in any script', () => {
  it('has at least 80 cases', () => expect(found.length + missed.length).toBeGreaterThanOrEqual(80))

  it.each(found)('%s finds %s', (query, title) =>
    expect(finds(titles.get(title), query)).toBe(true),
  )

  it.each(missed)('%s does not find %s', (query, title) =>
    expect(finds(titles.get(title), query)).toBe(false),
  )

  it.each([
    ['周杰伦', '周杰倫'],
    ['zhoujielun', '周杰倫'],
    ['zjl', '周杰倫'],
    ['よねづ', 'DAOKO × 米津玄師'],
    ['yonezu', 'DAOKO × 米津玄師'],
    ['刘若英', '劉若英'],
  ])('the singer query %s finds %s', (query, artist) =>
    expect(finds(artists.get(artist), query)).toBe(true),
  )
})

/** Hepburn spelt as fans variously spell it: each rule a choice the folding must undo. */
function respell(hepburn: string, choices: boolean[], spaces: number[]): string {
  const variants: [RegExp, string][] = [
    [/shi/g, 'si'],
    [/chi/g, 'ti'],
    [/tsu/g, 'tu'],
    [/fu/g, 'hu'],
    [/ji/g, 'zi'],
    [/sh(?=[auo])/g, 'sy'],
    [/ch(?=[auo])/g, 'ty'],
    [/ou(?![aiueoy])/g, 'oh'],
    [/ou/g, 'ō'],
    [/uu/g, 'ū'],
    [/n(?=[bmp])/g, 'm'],
  ]
  let text = variants.reduce((s, [from, to], i) => (choices[i] ? s.replace(from, to) : s), hepburn)
  for (const at of spaces)
    text = `${text.slice(0, at % (text.length + 1))} ${text.slice(at % (text.length + 1))}`
  return choices[variants.length] ? text.toUpperCase() : text
}

describe('search properties', () => {
  const texts = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('千本樱', 'ﾖﾙﾆｶｹﾙ', 'Ｌｅｍｏｎ'),
  )

  it('folds idempotently', () => {
    // Found by this property: a spacing breve and a half note, whose notehead is a symbol removed.
    const marks = foldForSearch('˘𝅗𝅥', aids.forms)
    expect(foldForSearch(marks, aids.forms)).toBe(marks)
    fc.assert(
      fc.property(texts, (text) => {
        const once = foldForSearch(text, aids.forms)
        expect(foldForSearch(once, aids.forms)).toBe(once)
      }),
    )
  })

  it('finds a title by any supported form of it', () => {
    const variantsOf = new Map<string, string[]>()
    for (const [variant, canonical] of aids.forms)
      variantsOf.set(canonical, [...(variantsOf.get(canonical) ?? [canonical]), variant])
    const song = fc.constantFrom(...catalogue.songs.map((s) => s.title))
    fc.assert(
      fc.property(
        song,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.array(fc.nat()),
        fc.constantFrom('text', 'reading', 'katakana', 'romaji', 'pinyin', 'initials'),
        (title, choices, spaces, picks, form) => {
          const field = titles.get(title)!
          const reading = field.reading || foldForSearch(title)
          const syllables = field.pinyin.split(' ').filter(Boolean)
          const query = {
            text: Array.from(title, (ch, i) => {
              const options = variantsOf.get(aids.forms.get(ch) ?? ch) ?? [ch]
              return options[(picks[i] ?? 0) % options.length]
            }).join(''),
            reading,
            katakana: reading.replace(/[\u3041-\u3096]/g, (ch) =>
              String.fromCharCode(ch.charCodeAt(0) + 0x60),
            ),
            romaji: field.romaji === '' ? title : respell(hepburnOf(reading), choices, spaces),
            pinyin: syllables.length ? syllables.join(choices[0] ? ' ' : '') : title,
            initials: syllables.length ? syllables.map((s) => s[0]).join('') : title,
          }[form]
          expect(finds(field, query), `${form}: ${query}`).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})
