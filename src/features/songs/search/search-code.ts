// The song list's search code, one chunk loaded on demand (search-on-demand.ts): compiling the
// queries, testing songs against them and marking what they matched. The list without a query
// needs none of it.
export { matchMarks } from './marked-queries.ts'
export { activeQueries, textKeep } from './song-list-matching.ts'
