// Keeps the share cards' cache between Netlify builds (issue 51, decision 025): restored before the
// build, saved after it, so a deploy with nothing changed draws no card. Netlify's own cache
// utilities do the work; a cache that cannot be restored or saved only makes the next build slower.

/** Where the build keeps drawn cards: build-src/share-cards/card-look.ts's shareCardCache. */
export const cacheDir = () => process.env.SHARE_CARD_CACHE ?? 'node_modules/.cache/share-cards'

export async function onPreBuild({ utils }) {
  try {
    const restored = await utils.cache.restore(cacheDir())
    console.log(restored ? 'share cards: cache restored' : 'share cards: no cache yet')
  } catch (error) {
    console.log(`share cards: cache not restored, every card is drawn (${error})`)
  }
}

export async function onPostBuild({ utils }) {
  try {
    const saved = await utils.cache.save(cacheDir())
    console.log(saved ? 'share cards: cache saved' : 'share cards: nothing to cache')
  } catch (error) {
    console.log(`share cards: cache not saved (${error})`)
  }
}
