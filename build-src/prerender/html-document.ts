// Turns React's rendered markup and Vite's index.html into one complete, valid HTML document.

const hoistedTag = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/

/**
 * React 19 hoists <title>, <meta> and <link> to the front of the markup when it renders a partial
 * tree; they belong in <head>. Returns them apart from the body markup, each marked with `markAttr`
 * so that the client can drop them when it mounts afresh instead of hydrating.
 */
export function splitHoistedHead(markup: string, markAttr: string): { head: string; body: string } {
  let rest = markup
  const head: string[] = []
  for (let m = hoistedTag.exec(rest); m; m = hoistedTag.exec(rest)) {
    head.push(m[0].replace(/^<(title|meta|link)/, `<$1 ${markAttr}`))
    rest = rest.slice(m[0].length)
  }
  return { head: head.join('\n'), body: rest }
}

/**
 * Fills Vite's index.html: `<html lang>`, an optional inline script right after the charset (it
 * must run before anything paints), the page's head tags ahead of the app's scripts (their image
 * preloads then take the first connections: on a slow network the largest paint of the home and
 * about pages came 0.7 s sooner), the page's `assets` before </head>, and the markup in #root
 * marked with the path it was rendered for. The template's comments, which explain the source to
 * its reader, are left out: every page would carry them.
 */
export function composeDocument(
  template: string,
  {
    lang,
    head,
    assets = '',
    body,
    path,
    pathAttr,
    firstScript,
  }: {
    lang: string
    head: string
    assets?: string
    body: string
    path: string
    pathAttr: string
    firstScript?: string | undefined
  },
): string {
  if (!/<div id="root"><\/div>/.test(template)) {
    throw new Error(
      'index.html must contain an empty <div id="root"></div> (is it prerendered already?)',
    )
  }
  let html = template
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
  if (firstScript) html = insertFirstScript(html, firstScript)
  const scripts = html.search(/<script type="module"/)
  const at = scripts >= 0 ? scripts : html.indexOf('</head>')
  if (head) html = `${html.slice(0, at)}${head}\n${html.slice(at)}`
  return html
    .replace('</head>', () => (assets ? `${assets}\n</head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root" ${pathAttr}="${path}">${body}</div>`)
}

/** Puts an inline script right after the charset, so it runs before anything else in the page. */
export function insertFirstScript(html: string, script: string): string {
  return html.replace(/(<meta charset="[^"]*" ?\/?>)/i, `$1\n    <script>${script}</script>`)
}
