// Only ever imported lazily (use-whats-new.ts), so the build makes it a chunk of its own with the
// streams' news it compares.
export { SinceLastVisit } from './since-last-visit.tsx'
export { type VisitNews, visitNews } from './visit-news.ts'
