// The part of the site's stylesheet a prerendered page needs to paint: every rule that could match
// an element of its markup. A rule whose selectors each name a class the page lacks cannot match,
// so it waits for the whole stylesheet, linked at the end of <body> and cached across pages. So
// do a rule that matches only under the pointer (`a:hover`) and a custom property that nothing
// kept reads (a token of the home page's hero on a song page).
import postcss, { type ChildNode, type Declaration as CssDeclaration, type Rule } from 'postcss'

/** A declaration of a rule that declares custom properties; `defines` names the one it sets. */
interface Declaration {
  text: string
  defines?: string
  uses: string[]
}

/** A rule or an at-rule kept or left out whole; `uses`: the custom properties it reads. */
interface Leaf {
  text: string
  uses: string[]
  classSets?: string[][]
  /** Every selector matches only under the pointer: the rule waits for the file. */
  hover?: true
  /** A rule declaring custom properties, written again without those nothing reads. */
  declarations?: { selector: string; list: Declaration[] }
}

/** The stylesheet as pieces to keep or leave out, parsed once for every page. */
export type StylePiece = Leaf | { open: string; pieces: StylePiece[] }

const classNames = /\.(-?[_a-zA-Z][\w-]*)/g
const variableUse = /var\(\s*(--[\w-]+)/g
// A name such as `--a\:b` is never left out: the use above would not read it whole.
const plainVariable = /^--[\w-]+$/

const usesIn = (text: string) => [...text.matchAll(variableUse)].map((m) => m[1] as string)

/** A selector without what is inside its brackets, parentheses and strings; null if escaped. */
function outsideBrackets(selector: string): string | null {
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
  return outside
}

/**
 * The classes one selector needs, outside brackets, parentheses and strings (`:not(.a)`, `:is(.a,
 * .b)` or `[class*=a.b]` need none of theirs); null when the selector cannot be read this way.
 */
export function requiredClasses(selector: string): string[] | null {
  const outside = outsideBrackets(selector)
  return outside === null ? null : [...outside.matchAll(classNames)].map((m) => m[1] as string)
}

/** True for a selector that matches only under the pointer, which no first paint has. */
export function needsHover(selector: string): boolean {
  return /:hover\b/.test(outsideBrackets(selector) ?? '')
}

function ruleLeaf(node: Rule, text: string): Leaf {
  const leaf: Leaf = { text, uses: [] }
  const classSets = node.selectors.map(requiredClasses)
  if (classSets.every((set): set is string[] => set !== null)) leaf.classSets = classSets
  if (node.selectors.every(needsHover)) leaf.hover = true
  // A rule holding more than declarations (a nested @media) is kept whole, with all it reads.
  const children = node.nodes
  if (!children.every((child): child is CssDeclaration => child.type === 'decl')) {
    return { ...leaf, uses: usesIn(text) }
  }
  const list = children.map((child): Declaration => {
    const declaration: Declaration = { text: child.toString(), uses: usesIn(child.value) }
    if (plainVariable.test(child.prop)) declaration.defines = child.prop
    else leaf.uses = leaf.uses.concat(declaration.uses)
    return declaration
  })
  if (list.some((d) => d.defines)) leaf.declarations = { selector: node.selector, list }
  return leaf
}

function piece(node: ChildNode): StylePiece | null {
  if (node.type === 'comment') return null
  const text = node.toString().trim()
  if (node.type === 'rule' && !node.nodes.some((child) => child.type === 'rule')) {
    return ruleLeaf(node, text)
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
  return { text, uses: usesIn(text) }
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

/** The custom properties an HTML document names anywhere (a `style` attribute's `var(--x)`). */
export function pageVariables(html: string): Set<string> {
  return new Set(usesIn(html))
}

const matches = (leaf: Leaf, classes: Set<string>) =>
  !leaf.hover && (!leaf.classSets || leaf.classSets.some((set) => set.every((c) => classes.has(c))))

function keptLeaves(pieces: StylePiece[], classes: Set<string>): Leaf[] {
  return pieces.flatMap((p) =>
    'pieces' in p ? keptLeaves(p.pieces, classes) : matches(p, classes) ? [p] : [],
  )
}

/** What the kept rules read, and what the custom properties they read read in turn. */
function usedVariables(leaves: Leaf[], named: Set<string>): Set<string> {
  const used = new Set([...named, ...leaves.flatMap((leaf) => leaf.uses)])
  const reads = new Map<string, string[]>()
  for (const d of leaves.flatMap((leaf) => leaf.declarations?.list ?? [])) {
    if (d.defines) reads.set(d.defines, [...(reads.get(d.defines) ?? []), ...d.uses])
  }
  const pending = [...used]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const read of reads.get(name) ?? []) {
      if (used.has(read)) continue
      used.add(read)
      pending.push(read)
    }
  }
  return used
}

function leafText({ text, declarations }: Leaf, used: Set<string>): string {
  if (!declarations) return text
  const kept = declarations.list.filter((d) => !d.defines || used.has(d.defines))
  if (kept.length === declarations.list.length) return text
  return kept.length ? `${declarations.selector}{${kept.map((d) => d.text).join(';')}}` : ''
}

function written(pieces: StylePiece[], classes: Set<string>, used: Set<string>): string {
  let css = ''
  for (const p of pieces) {
    if ('pieces' in p) {
      const inner = written(p.pieces, classes, used)
      if (inner) css += `${p.open}{${inner}}`
    } else if (matches(p, classes)) css += leafText(p, used)
  }
  return css
}

/**
 * The pieces that could match a page with these classes, in the stylesheet's order, without the
 * custom properties that neither they nor the page's markup (`named`) read.
 */
export function criticalCss(
  pieces: StylePiece[],
  classes: Set<string>,
  named: Set<string> = new Set(),
): string {
  return written(pieces, classes, usedVariables(keptLeaves(pieces, classes), named))
}
