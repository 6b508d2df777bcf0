// Fails when `npm run i18n:extract` would change a PO file, or when a message of a catalog other
// than the source locale's is untranslated. The locales and catalogs are Lingui's (the locales read
// from the locale table): the site's own, each page's and each on-demand part's.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { getConfig } from '@lingui/conf'
import PO from 'pofile'

// Lingui's normalised config always has its catalogs and root; its type leaves them optional.
const {
  locales,
  sourceLocale,
  catalogs: catalogPaths = [],
  rootDir = process.cwd(),
} = getConfig({ cwd: process.cwd() })
const filesOf = (tags: string[]) =>
  catalogPaths.flatMap(({ path }) =>
    tags.map((tag) => relative(rootDir, `${path.replace('{locale}', tag)}.po`)),
  )
const catalogs = filesOf(locales)
const translatedCatalogs = filesOf(locales.filter((tag) => tag !== sourceLocale))
const problems: string[] = []

const before = new Map(catalogs.map((file) => [file, readFileSync(file, 'utf8')]))
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
  for (const [file, content] of before) {
    if (readFileSync(file, 'utf8') !== content) {
      problems.push(`${file} is out of date: run "npm run i18n:extract" and commit the result.`)
    }
  }
} finally {
  for (const [file, content] of before) writeFileSync(file, content)
}

for (const translated of translatedCatalogs) {
  for (const item of PO.parse(before.get(translated) as string).items) {
    if (item.obsolete) continue
    if (!item.msgstr.some((s) => s.trim() !== '')) {
      problems.push(`${translated}: untranslated message "${item.msgid}"`)
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `Catalogs are current and every message of ${translatedCatalogs.join(', ')} is translated.`,
)
