// The part of the site's stylesheet a prerendered page needs to paint: every rule that could match
// an element of its markup. A rule whose selectors each name a class the page lacks cannot match,
// so it waits for the whole stylesheet, linked at the end of <body> and cached across pages.
import postcss, { type ChildNode } from 'postcss'

/** The stylesheet as pieces to keep or leave out, parsed once for every page. */
export type StylePiece =
  | { text: string }
  | { text: string; classSets: string[][] }
  | { open: string; pieces: StylePiece[] }

const classNames = /\.(-?[_a-zA-Z][\w-]*)/g

/**
 * The classes one selector needs, outside brackets, parentheses and strings (`:not(.a)`, `:is(.a,
 * .b)` or `[class*=a.b]` need none of theirs); null when the selector cannot be read this way.
 */
export function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null
  let outside = ''
  let depth = 0
  let quote = ''
  for (const char of selector) {
    if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (depth === 0) outside += char
  }
  return [...outside.matchAll(classNames)].map((m) => m[1] as string)
}

function piece(node: ChildNode): StylePiece | null {
  if (node.type === 'comment') return null
  const text = node.toString().trim()
  if (node.type === 'rule' && !node.nodes.some((child) => child.type === 'rule')) {
    const classSets = node.selectors.map(requiredClasses)
    if (classSets.every((set): set is string[] => set !== null)) return { text, classSets }
    return { text }
  }
  // Rules inside a condition (@media, @supports, @container, @layer) are kept or left out one by
  // one; @keyframes, @font-face and anything else are kept whole.
  if (
    node.type === 'atrule' &&
    /^(media|supports|container|layer)$/.test(node.name) &&
    node.nodes
  ) {
    return { open: `@${node.name} ${node.params}`, pieces: piecesOf(node.nodes) }
  }
  return { text }
}

function piecesOf(nodes: ChildNode[]): StylePiece[] {
  return nodes.map(piece).filter((p): p is StylePiece => p !== null)
}

export function parseStylesheet(css: string): StylePiece[] {
  return piecesOf(postcss.parse(css).nodes)
}

/** The classes of every element in an HTML document. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** The pieces that could match a page with these classes, in the stylesheet's order. */
export function criticalCss(pieces: StylePiece[], classes: Set<string>): string {
  let css = ''
  for (const p of pieces) {
    if ('pieces' in p) {
      const inner = criticalCss(p.pieces, classes)
      if (inner) css += `${p.open}{${inner}}`
    } else if (!('classSets' in p) || p.classSets.some((set) => set.every((c) => classes.has(c)))) {
      css += p.text
    }
  }
  return css
}
