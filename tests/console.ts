import { type MockInstance, vi } from 'vitest'

type Level = 'error' | 'warn'
const allowed = new Set<Level>()
const spies = new Map<Level, MockInstance<(...args: unknown[]) => void>>()

/** Called by the setup file: every console.error/warn is recorded and fails the test. */
export function watchConsole(): void {
  allowed.clear()
  for (const level of ['error', 'warn'] as const) {
    spies.set(
      level,
      vi.spyOn(console, level).mockImplementation(() => {}),
    )
  }
}

export function assertConsoleClean(): void {
  for (const [level, spy] of spies) {
    if (allowed.has(level) || spy.mock.calls.length === 0) continue
    const first = spy.mock.calls[0]?.map(String).join(' ')
    throw new Error(`Unexpected console.${level} (${spy.mock.calls.length}x): ${first}`)
  }
}

/** A test that expects console output declares it, and gets the spy to assert on. */
export function expectConsole(level: Level): MockInstance<(...args: unknown[]) => void> {
  allowed.add(level)
  const spy = spies.get(level)
  if (!spy) throw new Error('watchConsole() has not run')
  return spy
}
