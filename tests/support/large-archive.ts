/**
 * The long archive: the content under test with its streams replaced by generated ones
 * (`npm run bench:data`), long enough that the song list lets the cards far above the reader go.
 * build-test-archives.ts writes and builds it under this folder for tests/e2e/large-archive/.
 */
export const largeArchiveDir = 'dist-large'
export const largeArchivePerformances = 1500
