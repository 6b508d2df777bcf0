import { notFound } from '@tanstack/react-router'

import type { HeadMatch, MemberHead } from '#src/shared/seo/page-head.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'

import { type RecapFigures, recapFigures } from './recap-figures.ts'
import { recapPageHead } from './recap-head.ts'

export interface RecapPageData {
  figures: RecapFigures
  head: MemberHead
}

/** The year's recap and its head; a year without streams, or no year at all, is the 404 page. */
export async function loadRecapPage(
  param: string,
  context: HeadMatch['context'],
): Promise<RecapPageData> {
  if (!/^\d{4}$/.test(param)) throw notFound()
  const { model } = await loadSongListData()
  const figures = recapFigures(model, Number(param))
  if (!figures) throw notFound()
  return { figures, head: recapPageHead(figures, context) }
}
