import type { RequestHandler } from 'msw'

/** Default handlers shared by unit tests; tests add their own with `server.use(...)`. */
export const handlers: RequestHandler[] = []
