import type { CardLook } from '#build-src/share-cards/card-layout.ts'

/** A share card's look for tests: the sample's light-theme tokens, fixed. */
export const testCardLook = (siteName: string): CardLook => ({
  siteName,
  colours: {
    bg: '#f3f7fb',
    surface: '#ffffff',
    fg: '#13233a',
    muted: '#4a5b71',
    accent: '#0a5aaa',
    border: '#cddbea',
  },
})
