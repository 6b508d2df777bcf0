import {
  filterDefaults,
  filterEntries,
  type SongFilterValues,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import type { Performance } from '#src/shared/song-model/song-model.ts'
import { downloadFile, localIsoDate } from '#src/shared/ui/download-file.ts'

import { exportFileName } from './export-file-name.ts'
import { exportRecords, toCsv, toJson } from './export-records.ts'

export type ExportFormat = 'csv' | 'json'

const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
}

/**
 * Saves `performances` (the results, in the order shown) as a file named after the filters set.
 * Loaded on demand by export-buttons.tsx, so none of this is in the song list's first load.
 */
export function downloadResults(
  format: ExportFormat,
  performances: readonly Performance[],
  filters: SongFilterValues,
  now = new Date(),
): void {
  const records = exportRecords(performances)
  const text = format === 'csv' ? toCsv(records) : toJson(records)
  const set = filterEntries
    .filter(([key]) => filters[key] !== filterDefaults[key])
    .map(([key]) => [key, filters[key]] as const)
  downloadFile(text, exportFileName(set, localIsoDate(now), format), mediaTypes[format])
}
