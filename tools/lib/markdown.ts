// Every character that ends a line somewhere: CommonMark ends one at a lone CR too, so a name
// holding one would leave its span and start a heading or an @mention on the next line.
const lineEnds = /[\n\r\v\f\u0085\u2028\u2029]/

/**
 * Text as a Markdown code span: in a pull request body nothing in a title or a name then renders
 * as Markdown, a link or an @mention of a GitHub user.
 */
export function codeSpan(text: string): string {
  const line = text
    .split(lineEnds)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ')
  let longest = 0
  for (const run of line.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  const fence = '`'.repeat(longest + 1)
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${line}${pad}${fence}`
}

/**
 * Lines as a fenced code block, the fence longer than any run of backticks in them: in a pull
 * request body they read as the tool printed them, and nothing in them renders as Markdown.
 */
export function codeBlock(lines: readonly string[]): string[] {
  const flat = lines.map((line) => line.split(lineEnds).join(' '))
  let longest = 2
  for (const line of flat)
    for (const run of line.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  const fence = '`'.repeat(longest + 1)
  return [`${fence}text`, ...flat, fence]
}
