// Generated from schemas/songs.schema.json by tools/schema-types.ts (npm run typecheck): edit the schema, not this file.

/**
 * One line of text: not empty or only spaces, and no control characters (no tabs or line breaks).
 */
export type Text = string
/**
 * A reading: kana, with any Latin letters, digits and marks of the name kept as they are, and no kanji.
 */
export type Reading = string

/**
 * One entry per song (not per performance): content/songs.json. Every song sung in a stream file has an entry, matched by title and artist as the stream files write them. The build works out a kana reading, romaji and pinyin for every title and artist itself; write a reading here only where it reads wrong. npm run data:check runs every check.
 */
export interface SongCatalogue {
  /**
   * Where editors find this schema, relative to the catalogue.
   */
  $schema?: string
  songs: CatalogueSong[]
  /**
   * Readings of artist names the build reads wrong.
   */
  artists?: CatalogueArtist[]
}
export interface CatalogueSong {
  /**
   * As the stream files write songName.
   */
  title: string
  /**
   * As the stream files write singer.
   */
  artist: string
  /**
   * The title's reading in kana, where the build's own reading is wrong (千本桜: せんぼんざくら). npm run setlist:add prints the build's reading of each new title.
   */
  reading?: string
  /**
   * Other names fans search for: an official English or Chinese title, a nickname.
   */
  aliases?: Text[]
}
export interface CatalogueArtist {
  /**
   * One line of text: not empty or only spaces, and no control characters (no tabs or line breaks).
   */
  name: string
  reading: Reading
}
