import { join } from 'node:path'

/**
 * The fixed test archive: a second fictional singer's complete content folder whose streams hold
 * what the data-specific tests look for (titles, readings, counts, dates). Those tests run
 * against it, never against the content under test, so a fan group that replaces `content/`
 * keeps a passing suite. Nothing in it may name the sample singer
 * (tests/e2e/fixture-archive/content-swap.spec.ts).
 */
export const fixtureArchive = join(import.meta.dirname, '..', 'fixtures', 'other-singer')

/** Where build-test-archives.ts builds the archive's site for the specs in tests/e2e/fixture-archive/. */
export const fixtureArchiveDist = 'dist-fixture'

/** Where that site's preview server appends the Netlify form submissions it takes. */
export const fixtureArchiveForms = 'dist-fixture-forms'
