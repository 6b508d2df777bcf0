// These bounds only decide how long a failing test takes to fail. CI's two-core machine, when
// shared, has run tests 15 times slower than when idle (a 2 s render took over 30 s), so they are wide.
export const patience = { timeout: 30_000 }

/** For a test that renders the whole real song list or starts Node processes. */
export const slowTest = { timeout: 180_000 }
