import { downloadFile } from '#src/shared/ui/download-file.ts'
import { exportMyList, myListFileName } from '#src/shared/visitor-lists/my-list-file.ts'

export { importMyList } from '#src/shared/visitor-lists/my-list-file.ts'

/**
 * Saves the three lists as a file and gives its name. Loaded on demand by move-my-list.tsx with
 * the import: most visits to マイリスト move nothing.
 */
export function saveMyListFile(now = new Date()): string {
  const fileName = myListFileName(now)
  downloadFile(exportMyList(now), fileName, 'application/json')
  return fileName
}
