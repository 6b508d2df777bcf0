import { readFileSync } from 'node:fs'

import { themeTokens } from '#build-src/web-app/theme-colours.ts'

import type { CardLook } from './card-layout.ts'

/** The cards' colours are the light theme's design tokens in `stylesheet` (src/styles.css). */
export function cardLook(siteName: string, stylesheet: string): CardLook {
  const token = themeTokens(readFileSync(stylesheet, 'utf8'), stylesheet, 'light')
  return {
    siteName,
    colours: {
      bg: token('--bg'),
      surface: token('--surface'),
      fg: token('--fg'),
      muted: token('--muted'),
      accent: token('--accent'),
      border: token('--border'),
    },
  }
}
