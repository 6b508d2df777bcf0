const xmlEntities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
}

/** Text or an attribute's value as XML holds it: the five characters markup gives meaning to. */
export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => xmlEntities[c] ?? c)
