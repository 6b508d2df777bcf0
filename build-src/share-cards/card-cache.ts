// The folder drawn share cards are kept in between builds (card-look.ts's shareCardCache), a file
// a card named after its key (write-share-cards.ts's cardKey). A card is written whole or not at
// all, read back only when whole, and a card no page of the last build used is removed after it.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { CARD_HEIGHT, CARD_WIDTH } from './card-layout.ts'
import { isWholePng } from './whole-png.ts'

const cardName = /^([0-9a-f]{32})\.png$/
/** A card being written (cacheCard): `.<key>.png.<process id>.tmp`. */
const tempName = /^\.[0-9a-f]{32}\.png\.\d+\.tmp$/
// A temporary file this old was left by a build that stopped; a younger one may be another
// build's, about to be renamed.
const abandonedAfterMs = 60 * 60 * 1000

const cardFile = (cacheDir: string, key: string) => join(cacheDir, `${key}.png`)

/** The cached card of `key`, or null when there is none or it is not a whole card of the size. */
export function readCachedCard(cacheDir: string, key: string): Buffer | null {
  let png: Buffer
  try {
    png = readFileSync(cardFile(cacheDir, key))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return isWholePng(png, CARD_WIDTH, CARD_HEIGHT) ? png : null
}

/**
 * Keeps a drawn card: written to a temporary file beside its place, then renamed there, so a
 * build stopped or failing half-way leaves no part of a card under a card's name.
 */
export function cacheCard(cacheDir: string, key: string, png: Buffer): void {
  const temp = join(cacheDir, `.${key}.png.${process.pid}.tmp`)
  try {
    writeFileSync(temp, png)
    renameSync(temp, cardFile(cacheDir, key))
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/**
 * Removes the cards whose key is not in `used` (a song renamed, sung again, or gone) and the
 * temporary files stopped builds left; how many. Files of other names are not the cache's and
 * stay.
 */
export function pruneCardCache(cacheDir: string, used: ReadonlySet<string>, now: number): number {
  let pruned = 0
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name)
    const key = cardName.exec(name)?.[1]
    const stale =
      key !== undefined
        ? !used.has(key)
        : tempName.test(name) &&
          now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now) > abandonedAfterMs
    if (!stale) continue
    rmSync(path, { force: true })
    pruned++
  }
  return pruned
}
