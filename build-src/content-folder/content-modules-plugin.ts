import { join } from 'node:path'
import type { Plugin } from 'vite'

import { filesFingerprint } from '#build-src/load-once-per-build.ts'
import { locales } from '#src/i18n/locales.ts'
import { localize } from '#src/shared/content/localize.ts'
import type { AboutModules, ContentPart, SiteModules } from '#src/shared/content/types.ts'

import { contentModuleNames, type ContentModules } from './content-modules.ts'
import { loadContent } from './import-content-modules.ts'

const index = 'virtual:content'
const partModule = /^virtual:content\/([\w-]+)\/([\w-]+)$/

/** Which content modules each part holds (src/shared/content/types.ts, ContentParts). */
const parts = {
  site: (m: ContentModules): SiteModules => ({
    site: m.site.site,
    profile: m.profile.profile,
    channels: m.channels.channels,
    notices: m.notices.notices,
  }),
  about: (m: ContentModules): AboutModules => ({
    milestones: m.timeline.milestones,
    people: m['design-credits'].people,
    artworks: m['design-credits'].artworks,
  }),
} satisfies Record<ContentPart, unknown>

/** The part's loaders, one per language, each importing that language's chunk. */
const loaders = (part: string) =>
  `{ ${locales.map(({ code }) => `${JSON.stringify(code)}: () => import(${JSON.stringify(`${index}/${part}/${code}`)}).then((m) => m.default)`).join(', ')} }`

/**
 * Vite plugin: `virtual:content` serves the content folder's texts, written `{ ja, zh }` in place,
 * as one chunk per part and language (`virtual:content/site/zh`), so a page downloads only its
 * own language's content. The index module holds the loaders and the language-free origin.
 */
export function contentModules(dir: string): Plugin {
  const files = contentModuleNames.map((name) => join(dir, `${name}.ts`))
  // Every part and language is cut from one import of the content files, until one of them changes.
  let imported: { fingerprint: string; modules: Promise<ContentModules> } | undefined
  const importContent = () => {
    const fingerprint = filesFingerprint(files)
    if (imported?.fingerprint !== fingerprint) imported = { fingerprint, modules: loadContent(dir) }
    return imported.modules
  }
  return {
    name: 'content-modules',
    resolveId(id) {
      return id === index || partModule.test(id) ? `\0${id}` : null
    },
    async load(id) {
      if (!id.startsWith(`\0${index}`)) return null
      for (const file of files) this.addWatchFile(file)
      const modules = await importContent()
      const name = id.slice(1)
      if (name === index) {
        const table = Object.keys(parts).map((part) => `${JSON.stringify(part)}: ${loaders(part)}`)
        return [
          `export const contentOrigin = ${JSON.stringify(modules.site.site.origin)}`,
          `export const contentParts = { ${table.join(', ')} }`,
        ].join('\n')
      }
      const [, part, code] = partModule.exec(name) ?? []
      const locale = locales.find((l) => l.code === code)?.code
      const select = part && Object.hasOwn(parts, part) ? parts[part as ContentPart] : undefined
      if (!locale || !select) this.error(`${name}: no such content part or language`)
      return `export default ${JSON.stringify(localize(select(modules), locale))}`
    },
    configureServer(server) {
      // `vite dev`: an edited content file reloads the page with its new text.
      server.watcher.add(files)
      server.watcher.on('change', (file) => {
        if (!files.includes(file)) return
        for (const environment of Object.values(server.environments)) {
          for (const node of environment.moduleGraph.idToModuleMap.values()) {
            if (node.id?.startsWith(`\0${index}`)) environment.moduleGraph.invalidateModule(node)
          }
        }
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
