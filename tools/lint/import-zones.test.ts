import { join } from 'node:path'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

import folders from './import-zones.ts'

const root = join(import.meta.dirname, '..', '..')
const zones = [
  {
    target: './src/features/home',
    from: './src/features',
    except: ['./home'],
    message: 'no feature imports another',
  },
  {
    target: './src/shared',
    from: ['./src/features', './src/app-shell'],
    message: 'shared stays low',
  },
  {
    target: './src',
    from: ['./tests', './tools'],
    exceptFiles: '\\.test\\.tsx?$',
    message: 'the site stays apart',
  },
]
const at = (file: string) => join(root, file)
const options = [{ zones }]

RuleTester.describe = describe
RuleTester.it = it
new RuleTester({ languageOptions: { sourceType: 'module' } }).run(
  'import-zones',
  folders.rules['import-zones'],
  {
    valid: [
      { code: "import { a } from './home-page'", filename: at('src/features/home/x.ts'), options },
      {
        code: "import { a } from '../../shared/x'",
        filename: at('src/features/home/x.ts'),
        options,
      },
      { code: "import { a } from 'react'", filename: at('src/shared/x.ts'), options },
      {
        code: "import { a } from '#src/shared/x.ts'",
        filename: at('src/features/home/x.ts'),
        options,
      },
      {
        code: "import { a } from '#src/features/home/home-page.tsx'",
        filename: at('src/features/home/parts/x.ts'),
        options,
      },
      { code: "import { a } from '#unknown/x.ts'", filename: at('src/shared/x.ts'), options },
      {
        code: "import { a } from '#tests/support/x.ts'",
        filename: at('src/shared/x.test.ts'),
        options,
      },
    ],
    invalid: [
      {
        code: "import { a } from '../errors/error-page'",
        filename: at('src/features/home/x.ts'),
        options,
        errors: [{ message: '../errors/error-page: no feature imports another' }],
      },
      {
        code: "export { a } from '../app-shell/layout/default-layout'",
        filename: at('src/shared/x.ts'),
        options,
        errors: [{ message: '../app-shell/layout/default-layout: shared stays low' }],
      },
      {
        code: "const m = import('../features/songs/x')",
        filename: at('src/shared/x.ts'),
        options,
        errors: [{ message: '../features/songs/x: shared stays low' }],
      },
      {
        code: "import { a } from '#src/features/songs/list/song-list-page.tsx'",
        filename: at('src/features/home/x.ts'),
        options,
        errors: [
          { message: '#src/features/songs/list/song-list-page.tsx: no feature imports another' },
        ],
      },
      {
        code: "export { A } from '#src/app-shell/layout/default-layout.tsx'",
        filename: at('src/shared/x.ts'),
        options,
        errors: [{ message: '#src/app-shell/layout/default-layout.tsx: shared stays low' }],
      },
      {
        code: "const m = import('#src/features/songs/x.ts')",
        filename: at('src/shared/x.ts'),
        options,
        errors: [{ message: '#src/features/songs/x.ts: shared stays low' }],
      },
      {
        code: "import { a } from '#tests/support/x.ts'",
        filename: at('src/shared/x.ts'),
        options,
        errors: [{ message: '#tests/support/x.ts: the site stays apart' }],
      },
      {
        code: "import { a } from '../../tools/x.ts'",
        filename: at('src/lib/x.tsx'),
        options,
        errors: [{ message: '../../tools/x.ts: the site stays apart' }],
      },
    ],
  },
)
