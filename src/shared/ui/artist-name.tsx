import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { i18n } from '#src/i18n/catalog.ts'

// A song whose artist no one knows yet has the singer '' in the data (docs/data.md): the site
// says so in the visitor's language. Its text is in the site's catalog, which every page has.

/** The artist as a visitor reads it, for text outside components (page heads, files, issues). */
export const artistName = (singer: string): string =>
  singer === '' ? i18n._(msg`アーティスト不明`) : singer

/** The words for an unknown artist, in the page's language rather than the titles'. */
export function UnknownArtist() {
  const { t, i18n: active } = useLingui()
  return <span lang={active.locale}>{t`アーティスト不明`}</span>
}

/**
 * The artist as a row shows it: a plain function rather than a component, so a long list holds
 * no extra component per row; only an unknown artist renders one, which follows the language.
 */
export const shownArtist = (singer: string): ReactNode =>
  singer === '' ? <UnknownArtist /> : singer
