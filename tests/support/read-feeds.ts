import { SaxesParser } from 'saxes'

// The feeds as a reader takes them: Atom through a strict, namespace-aware XML parser (saxes,
// jsdom's, which throws at the first thing that is not well-formed XML), JSON Feed through
// JSON.parse, each checked for what its specification requires.

const ATOM = 'http://www.w3.org/2005/Atom'
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const absolute = /^[a-z][a-z\d+.-]*:\S+$/i

export interface ReadEntry {
  id: string
  title: string
  updated: string
  /** Its `rel="alternate"` link (the rel Atom gives a link that names none). */
  link: string | undefined
  /** Its content as text: HTML, for `type="html"`. */
  content: string | undefined
}

export interface ReadFeed {
  lang: string
  id: string
  title: string
  updated: string
  entries: ReadEntry[]
  /** What RFC 4287 requires and the document lacks. */
  problems: string[]
}

interface XmlElement {
  uri: string
  local: string
  attributes: Record<string, string>
  children: XmlElement[]
  /** Its own text, its children's left out. */
  text: string
}

/** The document's root element; throws at the first error of well-formedness. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true })
  const open: XmlElement[] = [{ uri: '', local: '', attributes: {}, children: [], text: '' }]
  const top = () => open.at(-1) as XmlElement
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((a) => [a.name, a.value]),
    )
    const element = { uri: tag.uri, local: tag.local, attributes, children: [], text: '' }
    top().children.push(element)
    open.push(element)
  })
  parser.on('text', (text) => (top().text += text))
  parser.on('cdata', (text) => (top().text += text))
  parser.on('closetag', () => open.pop())
  parser.write(xml).close()
  const [root] = open[0]?.children ?? []
  if (!root) throw new Error('no root element')
  return root
}

const children = (parent: XmlElement, name: string) =>
  parent.children.filter((c) => c.uri === ATOM && c.local === name)

/** The text of the one `name` child, noting a problem when there is not exactly one. */
function one(parent: XmlElement, name: string, where: string, problems: string[]): string {
  const found = children(parent, name)
  if (found.length !== 1) problems.push(`${where}: ${found.length} <${name}>, not 1`)
  return found[0]?.text ?? ''
}

function alternate(parent: XmlElement): string | undefined {
  const link = children(parent, 'link').find(
    (l) => (l.attributes.rel ?? 'alternate') === 'alternate',
  )
  return link?.attributes.href
}

/** Reads an Atom 1.0 document; throws when it is not well-formed XML. */
export function readAtom(xml: string): ReadFeed {
  const root = parseXml(xml)
  const problems: string[] = []
  if (root.uri !== ATOM || root.local !== 'feed') problems.push('the root is not an Atom <feed>')
  const feed = {
    lang: root.attributes['xml:lang'] ?? '',
    id: one(root, 'id', 'feed', problems),
    title: one(root, 'title', 'feed', problems),
    updated: one(root, 'updated', 'feed', problems),
  }
  const entries = children(root, 'entry').map((entry, i): ReadEntry => {
    const where = `entry ${i}`
    const read = {
      id: one(entry, 'id', where, problems),
      title: one(entry, 'title', where, problems),
      updated: one(entry, 'updated', where, problems),
      link: alternate(entry),
      content: children(entry, 'content')[0]?.text,
    }
    if (read.link === undefined && read.content === undefined)
      problems.push(`${where}: neither content nor an alternate link`)
    if (children(entry, 'author').length === 0 && children(root, 'author').length === 0)
      problems.push(`${where}: no author, and the feed names none`)
    if (!absolute.test(read.id)) problems.push(`${where}: <id> ${read.id} is not an absolute IRI`)
    if (!rfc3339.test(read.updated)) problems.push(`${where}: <updated> ${read.updated}`)
    return read
  })
  if (new Set(entries.map((e) => e.id)).size !== entries.length) problems.push('entries share ids')
  if (!absolute.test(feed.id)) problems.push(`feed: <id> ${feed.id} is not an absolute IRI`)
  if (!rfc3339.test(feed.updated)) problems.push(`feed: <updated> ${feed.updated} is not RFC 3339`)
  return { ...feed, entries, problems }
}

/** Reads a JSON Feed 1.1 document; throws when it is not JSON. */
export function readJsonFeed(text: string): ReadFeed {
  const feed = JSON.parse(text) as Record<string, unknown>
  const problems: string[] = []
  if (feed.version !== 'https://jsonfeed.org/version/1.1')
    problems.push(`version ${String(feed.version)}`)
  if (typeof feed.title !== 'string') problems.push('no title')
  const items = Array.isArray(feed.items) ? (feed.items as Record<string, unknown>[]) : []
  if (!Array.isArray(feed.items)) problems.push('no items')
  const entries = items.map((item, i): ReadEntry => {
    if (typeof item.id !== 'string' || item.id === '') problems.push(`item ${i}: no id`)
    if (typeof item.content_html !== 'string' && typeof item.content_text !== 'string')
      problems.push(`item ${i}: neither content_html nor content_text`)
    if (!rfc3339.test(String(item.date_published))) problems.push(`item ${i}: date_published`)
    return {
      id: String(item.id),
      title: String(item.title),
      updated: String(item.date_published),
      link: typeof item.url === 'string' ? item.url : undefined,
      content: typeof item.content_html === 'string' ? item.content_html : undefined,
    }
  })
  return {
    lang: String(feed.language),
    id: String(feed.feed_url),
    title: String(feed.title),
    updated: entries[0]?.updated ?? '',
    entries,
    problems,
  }
}
