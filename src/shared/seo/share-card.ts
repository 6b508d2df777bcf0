import type { PagePath } from '#src/lib/page-table.ts'

/** Every share card's size (build-src/share-cards draws them). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/** The share card of a song's or stream's page: `/songs/夜に駆ける` → `/cards/songs/夜に駆ける.png`. */
export const shareCardPath = (page: PagePath): string => `/cards${page}.png`

/** The home page's card: the singer and the archive's figures. */
export const HOME_CARD_PATH = '/cards/home.png'
