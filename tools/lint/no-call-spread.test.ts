import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own configuration, as `npm run lint` reads it: a spread into a call is refused in
// the product, the build, the tools and the bench, and left to the tests.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })
const messages = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)

describe('no spread into a call', () => {
  const spreads = [
    'export const a = (xs: number[]) => Math.max(...xs)\n',
    'export const b = (to: number[], xs: number[]) => to.push(...xs)\n',
    'export const c = (xs: number[]) => new Set(...[xs])\n',
  ]

  it.each(['src/x.ts', 'build-src/x.ts', 'tools/x.ts', 'bench/x.ts'])(
    'is refused in %s',
    async (file) => {
      for (const code of spreads) expect(await messages(code, file)).toHaveLength(1)
    },
  )

  it('leaves array and object spreads, and the tests, alone', async () => {
    expect(
      await messages('export const d = (xs: number[]) => [...xs, { ...{} }]\n', 'src/x.ts'),
    ).toEqual([])
    expect(await messages(spreads[0]!, 'src/x.test.ts')).toEqual([])
  })
})
