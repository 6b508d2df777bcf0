// The site as an installable web app: a manifest per URL form (`/`, `/ja/`, `/zh/`), the icons
// drawn from the content folder's mark, and the head tags every page shares (Safari's icon, the
// bar's colour per theme). Each page links its form's manifest through its route's head.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'

import { loadContentModule } from '#build-src/content-folder/import-content-modules.ts'
import { manifestPath } from '#src/shared/seo/web-app.ts'

import { appIcons, APPLE_TOUCH_ICON, appleTouchIcon } from './app-icons.ts'
import { appSettings } from './app-settings.ts'
import { readThemeColours, type SiteThemeColours } from './theme-colours.ts'
import { appForms, webManifest } from './web-manifest.ts'

export interface WebAppFile {
  fileName: string
  source: string | Uint8Array
}

/** The manifests and icons of a content folder, for a site served at `base`. */
export async function webAppFiles(
  contentDir: string,
  colours: SiteThemeColours,
  base: string,
): Promise<WebAppFile[]> {
  const { site, app } = await loadContentModule(contentDir, 'site')
  const settings = appSettings(app, site.name)
  const mark = readFileSync(join(contentDir, 'public', settings.icon), 'utf8')
  const icons = appIcons(mark, settings.iconBackground)
  const manifests = appForms.map((form) => ({
    fileName: manifestPath(form.scope).slice(1),
    source: `${JSON.stringify(
      webManifest({
        form,
        name: site.name,
        shortName: settings.shortName,
        description: site.descriptions.home,
        icons,
        colours: colours.light,
        base,
      }),
      null,
      2,
    )}\n`,
  }))
  return [
    ...manifests,
    ...icons.map(({ fileName, png }) => ({ fileName, source: png })),
    { fileName: APPLE_TOUCH_ICON, source: appleTouchIcon(mark, settings.iconBackground) },
  ]
}

/**
 * Every page's bar colour, one meta per system theme; each also names both colours, so the theme
 * toggle can follow a visitor's own choice (src/app-shell/theme).
 */
export function sharedHeadTags(colours: SiteThemeColours, base: string): HtmlTagDescriptor[] {
  const themeColour = (scheme: 'light' | 'dark'): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: {
      name: 'theme-color',
      media: `(prefers-color-scheme: ${scheme})`,
      content: colours[scheme].surface,
      'data-light': colours.light.surface,
      'data-dark': colours.dark.surface,
    },
    injectTo: 'head',
  })
  return [
    themeColour('light'),
    themeColour('dark'),
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: base + APPLE_TOUCH_ICON } },
  ]
}

export function webAppPlugin(contentDir: string, stylesheet: string): Plugin {
  const colours = () => readThemeColours(readFileSync(stylesheet, 'utf8'), stylesheet)
  let base = '/'
  return {
    name: 'site:web-app',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml() {
      return sharedHeadTags(colours(), base)
    },
    // Before the build id is taken (`order: 'post'` there), so a new icon makes a new build.
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of await webAppFiles(contentDir, colours(), base))
        this.emitFile({ type: 'asset', ...file })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!/\/(manifest\.webmanifest|icons\/[\w-]+\.png)$/.test(path)) return next()
        webAppFiles(contentDir, colours(), base).then((files) => {
          const file = files.find((f) => base + f.fileName === path)
          if (!file) return next()
          const type = path.endsWith('.png') ? 'image/png' : 'application/manifest+json'
          response.setHeader('Content-Type', type)
          response.end(file.source)
        }, next)
      })
    },
  }
}
