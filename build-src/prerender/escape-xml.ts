import { codePointName } from '#src/shared/song-model/text/hidden-characters.ts'

const xmlEntities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
}

// XML 1.0's Char production (section 2.2). No escape can write another character: `&#xFFFE;` is
// refused as well, and a strict reader drops the whole document at the first one.
const notXmlCharacter = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u

/**
 * Text or an attribute's value as XML holds it: the five characters markup gives meaning to.
 * Throws, naming `where`, on a character XML 1.0 does not allow. The text rules refuse those at
 * every entry point, so one that gets here is a gap in them: the build stops and says where,
 * rather than publish a feed no strict reader opens, or a text quietly unlike the page's.
 */
export function escapeXml(text: string, where = 'a text'): string {
  const refused = notXmlCharacter.exec(text)?.[0]
  if (refused !== undefined)
    throw new Error(`${where} holds ${codePointName(refused)}, which XML 1.0 does not allow`)
  return text.replace(/[<>&'"]/g, (c) => xmlEntities[c] ?? c)
}
