// The site's one stylesheet in the prerendered pages. The fixed pages (a handful) carry all of it
// inline, so the first paint and the app's start wait for the HTML alone. The collections' pages,
// thousands of them, carry only the rules their markup can use and the custom properties those
// read (half the weight of a page), and link the whole file at the end of <body>: it arrives while
// the page paints, then stays cached.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import {
  criticalCss,
  pageClasses,
  pageVariables,
  parseStylesheet,
  type StylePiece,
} from './critical-css.ts'

/** The stylesheet link Vite wrote into index.html, and the file it links, as text and parsed. */
export interface PageStylesheet {
  link: string
  css: string
  pieces: StylePiece[]
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g

/** Finds the one built stylesheet index.html links to, and reads it. */
export function readStylesheet(template: string, dist: string): PageStylesheet {
  const links = [...template.matchAll(stylesheetLink)]
  if (links.length !== 1) {
    throw new Error(`index.html links ${links.length} built stylesheets; the prerender expects one`)
  }
  const [link, file] = links[0] as RegExpExecArray & [string, string]
  const css = readFileSync(join(dist, file), 'utf8')
  if (/<\/style/i.test(css)) throw new Error(`${file} contains </style and cannot be inlined`)
  return { link, css, pieces: parseStylesheet(css) }
}

/** The page with the whole stylesheet inline where the link was. */
export function withWholeStylesheet(html: string, { link, css }: PageStylesheet): string {
  return html.replace(link, () => `<style>${css}</style>`)
}

/** The page with its rules inline where the link was, and the link moved to the end of <body>. */
export function withPageRules(html: string, { link, pieces }: PageStylesheet): string {
  const css = criticalCss(pieces, pageClasses(html), pageVariables(html))
  return html
    .replace(link, () => (css ? `<style>${css}</style>` : ''))
    .replace('</body>', () => `${link}\n  </body>`)
}
