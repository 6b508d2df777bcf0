import { exportMyList, myListFileName } from '../../shared/my-list/my-list-file'
import { downloadFile } from '../../shared/ui/download-file'

export { importMyList } from '../../shared/my-list/my-list-file'

/**
 * Saves the three lists as a file and gives its name. Loaded on demand by move-my-list.tsx with
 * the import: most visits to マイリスト move nothing.
 */
export function saveMyListFile(now = new Date()): string {
  const fileName = myListFileName(now)
  downloadFile(exportMyList(now), fileName, 'application/json')
  return fileName
}
