import { catalogueSongKey, type SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { foldRomaji } from '#src/shared/search/romaji-fold.ts'
import type { SearchAids, TextAids } from '#src/shared/search/search-aids.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'

import { hanFoldTable } from './han-forms.ts'
import { hepburnOf } from './hepburn.ts'
import { buildReadingCache, createKanaReader } from './kana-reading.ts'
import { pinyinSyllables } from './pinyin.ts'

/**
 * Readings, romaji, pinyin and character forms for every title and artist of the catalogue,
 * worked out once per build so the browser ships no analyser or dictionary. A reading written in
 * the catalogue always wins over the analyser's.
 */
export async function computeSearchAids(catalogue: SongCatalogue): Promise<SearchAids> {
  const read = await createKanaReader({ cacheFile: buildReadingCache })
  const written = new Map<string, string>()
  for (const song of catalogue.songs) if (song.reading) written.set(song.title, song.reading)
  for (const artist of catalogue.artists ?? []) written.set(artist.name, artist.reading)

  const texts = new Map<string, TextAids>()
  const add = async (text: string) => {
    const key = foldForSearch(text)
    if (texts.has(key)) return
    const analysed = foldForSearch(written.get(text) ?? (await read(text)))
    // Kanji the analyser left unread (Chinese titles: 後來 → こう來) make no reading; pinyin and
    // the text itself still find them.
    const reading = /\p{sc=Han}/u.test(analysed) ? '' : analysed
    texts.set(key, {
      // A kana title is its own reading: only a reading that says more is shipped.
      reading: reading === key ? '' : reading,
      romaji: reading === '' ? '' : foldRomaji(hepburnOf(reading)),
      pinyin: pinyinSyllables(text).join(' '),
    })
  }
  for (const song of catalogue.songs) {
    await add(song.title)
    await add(song.artist)
  }
  read.save()
  const everything = catalogue.songs
    .flatMap((song) => [song.title, song.artist, ...(song.aliases ?? [])])
    .join('')
  return {
    forms: new Map(Object.entries(hanFoldTable(everything))),
    texts,
    aliases: new Map(
      catalogue.songs.flatMap((song) =>
        song.aliases ? [[catalogueSongKey(song), song.aliases]] : [],
      ),
    ),
  }
}
