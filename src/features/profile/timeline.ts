import { msg } from '@lingui/core/macro'
import type { TimelineEntry } from './types'

/**
 * Hand-written milestones, oldest first. The singing streams from February 2025 on are not
 * listed here: the about page derives them from the song data.
 */
export const milestones: readonly TimelineEntry[] = [
  { date: '2024-12-08', text: msg`SNSにはじめての投稿。「ペンギンが好きな歌い手です」と自己紹介` },
  { date: '2025-01-18', text: msg`初配信。自己紹介とペンギンの話で1時間` },
]
