// CI's two-core machine can take seconds to load a lazy route or answer a mocked fetch;
// the 1 s default of waitFor and findBy* then fails tests that are right.
export const patience = { timeout: 10_000 }
