// Generated from schemas/songs.schema.json by tools/schema-types.ts (npm run typecheck): edit the schema, not this file.

/**
 * One line of text of at most 200 characters: not empty or only spaces, and no control, bidirectional or zero-width character (no tab, no line break).
 */
export type Text = string
/**
 * A song page's address: lower-case letters and numbers of any script (kana and kanji as they are) joined by single hyphens, at most 60 characters, as npm run data:check -- --fix writes it (Lemon: lemon, 春よ、来い: 春よ-来い).
 */
export type Slug = string
/**
 * A reading of at most 400 characters: kana, with any Latin letters, digits and marks of the name kept as they are, and no kanji.
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
  /**
   * Readings one open music database proposes for a title or an artist with no written reading, written by npm run readings:suggest -- --apply and the adding tools' --apply-readings. Search finds the text by them below its own reading. Delete one that is wrong; to settle a reading, write it as the song's or the artist's reading.
   */
  proposedReadings?: ProposedReading[]
}
export interface CatalogueSong {
  /**
   * As the stream files write songName.
   */
  title: string
  /**
   * As the stream files write singer: "" for a song whose artist no one knows yet.
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
  /**
   * The song page's address, /songs/<slug>. Written once by npm run data:check -- --fix or the tools that add songs, and kept when the title changes, so links to the page keep working. To change it on purpose, move the old one to oldSlugs.
   */
  slug?: string
  /**
   * Earlier addresses of this song's page (/songs/<old slug>), which redirect to it.
   */
  oldSlugs?: Slug[]
}
export interface CatalogueArtist {
  /**
   * One line of text of at most 200 characters: not empty or only spaces, and no control, bidirectional or zero-width character (no tab, no line break).
   */
  name: string
  reading: Reading
}
export interface ProposedReading {
  /**
   * One line of text of at most 200 characters: not empty or only spaces, and no control, bidirectional or zero-width character (no tab, no line break).
   */
  text: string
  reading: Reading
  /**
   * The database that proposed it.
   */
  by: 'vocadb' | 'musicbrainz'
}
