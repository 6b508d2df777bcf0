import { http, HttpResponse, type RequestHandler } from 'msw'

/** The build id the default `version.json` handler reports. */
export const testBuildId = 'test-build-id'

/** Default handlers shared by unit tests; tests add their own with `server.use(...)`. */
export const handlers: RequestHandler[] = [
  http.get('*/version.json', () =>
    HttpResponse.json({ id: testBuildId, timestamp: 1_700_000_000 }),
  ),
]
