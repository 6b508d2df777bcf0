// Unit tests never reach the network. Every test file gets this guard: a request fails the test
// at once, naming its address. The few files that fake a service import tests/msw/server.ts,
// which hands fetch back to MSW for that file (MSW costs about 0.3 s of set-up a file).

const realFetch = globalThis.fetch

/** Makes every fetch fail, as an unhandled request. */
export function guardNetwork(): void {
  globalThis.fetch = (input) => {
    const url = input instanceof Request ? input.url : String(input)
    return Promise.reject(new Error(`An unhandled request in a unit test: ${url}`))
  }
}

/** Gives fetch back, for a file whose requests MSW answers. */
export function releaseNetwork(): void {
  globalThis.fetch = realFetch
}
