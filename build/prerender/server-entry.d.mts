export const SERVER_ENTRY: string
export function serverEntryDir(root: string, dist: string): string
