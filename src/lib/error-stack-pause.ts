// Imported first by main.tsx, so it runs before react-dom initialises. With DevTools attached
// (Lighthouse included), each Error created has V8 re-parse every function on its stack for line
// numbers: react-dom makes five never-thrown sentinel errors inside one 190 KB function, a 20 ms
// task on our bench machine. With no limit V8 captures no stack. Visitors without DevTools never
// paid for it and see no change.
const limit = Error.stackTraceLimit
delete (Error as { stackTraceLimit?: number }).stackTraceLimit

/** Restores stack traces: call once the vendor code has initialised. */
export function resumeErrorStacks(): void {
  Error.stackTraceLimit = limit
}
