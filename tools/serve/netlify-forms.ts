// Netlify Forms for the preview server: the forms Netlify would detect in the built HTML at deploy,
// and a POST handler that appends each accepted submission to `<dir>/<form-name>.jsonl`.
import { readdirSync, readFileSync } from 'node:fs'
import { appendFile, mkdir } from 'node:fs/promises'
import { type IncomingMessage, STATUS_CODES } from 'node:http'
import { join, resolve } from 'node:path'

import { decodeForm, mediaTypeOf, readBody } from './form-body.ts'

export interface NetlifyForm {
  name: string
  /** The field that only a bot fills in, from `netlify-honeypot`. */
  honeypot: string | null
}

export interface FormAnswer {
  status: number
  text: string
}

/** More than a correction with its comment ever needs; past it the body is not kept in memory. */
export const BODY_CAP = 256 * 1024
/** The name becomes a file name: nothing that could leave the folder or confuse a shell. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/
const URLENCODED = 'application/x-www-form-urlencoded'
const ACCEPTED = 'Form submission received\n'

/**
 * The last append of each file: appends wait for it, because a line past 512 KiB goes out in
 * several writes and two such lines appended at once interleave.
 */
const appending = new Map<string, Promise<void>>()

function appendWhole(file: string, line: string): Promise<void> {
  const turn = (appending.get(file) ?? Promise.resolve()).then(() => appendFile(file, line))
  const settled = turn.then(
    () => undefined,
    () => undefined,
  )
  appending.set(file, settled)
  void settled.then(() => {
    if (appending.get(file) === settled) appending.delete(file)
  })
  return turn
}

const isSpace = (char: string) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f'

/**
 * The attributes of the start tag whose name ends at `from` (lower-cased names, first one wins as
 * in HTML), and the index just past its `>`. Each step moves forward, so a tag costs its length.
 */
export function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>()
  let i = from
  const skipSpace = () => {
    while (isSpace(html.charAt(i))) i++
  }
  for (;;) {
    while (isSpace(html.charAt(i)) || html[i] === '/') i++
    if (i >= html.length || html[i] === '>')
      return { attributes, end: Math.min(i + 1, html.length) }
    const nameStart = i
    // The first character always belongs to the name, a `=` included, as HTML reads it.
    i++
    while (i < html.length && !isSpace(html.charAt(i)) && !'/>='.includes(html.charAt(i))) i++
    const name = html.slice(nameStart, i).toLowerCase()
    skipSpace()
    let value = ''
    if (html[i] === '=') {
      i++
      skipSpace()
      const quote = html[i]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        const stop = close === -1 ? html.length : close
        value = html.slice(i + 1, stop)
        i = stop + 1
      } else {
        const valueStart = i
        while (i < html.length && !isSpace(html.charAt(i)) && html[i] !== '>') i++
        value = html.slice(valueStart, i)
      }
    }
    if (!attributes.has(name)) attributes.set(name, value)
  }
}

/** `netlify` or `data-netlify` present, bare or `true`: what makes Netlify collect a form. */
function isNetlifyForm(attributes: Map<string, string>): boolean {
  return ['netlify', 'data-netlify'].some((flag) => {
    const value = attributes.get(flag)
    return value !== undefined && ['', 'true'].includes(value.toLowerCase())
  })
}

/** The Netlify forms of one page, in order; a form without a name is skipped. */
export function formsInHtml(html: string): NetlifyForm[] {
  const forms: NetlifyForm[] = []
  // Comments are jumped over whole, so a commented-out form is not collected.
  const token = /<!--|<form(?=[\s/>])/gi
  for (let match = token.exec(html); match; match = token.exec(html)) {
    if (match[0] === '<!--') {
      const close = html.indexOf('-->', token.lastIndex)
      token.lastIndex = close === -1 ? html.length : close + 3
      continue
    }
    const { attributes, end } = readAttributes(html, token.lastIndex)
    token.lastIndex = end
    const name = attributes.get('name')
    if (name && isNetlifyForm(attributes))
      forms.push({ name, honeypot: attributes.get('netlify-honeypot') || null })
  }
  return forms
}

/** Every Netlify form in the `*.html` files under `root`, by name; the first of a name wins. */
export function findForms(root: string): Map<string, NetlifyForm> {
  const forms = new Map<string, NetlifyForm>()
  // Sorted, so which page's form wins does not depend on the file system's order.
  const pages = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const page of pages) {
    for (const form of formsInHtml(readFileSync(page, 'utf8'))) {
      if (!forms.has(form.name)) forms.set(form.name, form)
    }
  }
  return forms
}

/**
 * The fields a person filled in; a name sent more than once (checkboxes) keeps all its values.
 * Built with `fromEntries`, so even a field named `__proto__` stays an ordinary field.
 */
function fieldsOf(params: URLSearchParams, form: NetlifyForm): Record<string, string | string[]> {
  const names = [...new Set(params.keys())].filter((n) => n !== 'form-name' && n !== form.honeypot)
  return Object.fromEntries(
    names.map((name) => {
      const values = params.getAll(name)
      return [name, values.length === 1 ? (values[0] ?? '') : values]
    }),
  )
}

const refusal = (status: number): FormAnswer => ({ status, text: `${STATUS_CODES[status]}\n` })

/**
 * A POST handler answering as Netlify Forms does: 415 for a body that is not urlencoded (or in a charset it cannot read), 413 past
 * `BODY_CAP`, 404 for a form not in the HTML, 200 for a submission, kept unless its honeypot is
 * filled in. `dir` (default `.netlify-forms` in the working directory) receives the `.jsonl` files.
 */
export function createFormsHandler({
  root,
  dir = '.netlify-forms',
}: {
  root: string
  dir?: string
}): (req: IncomingMessage) => Promise<FormAnswer> {
  // Read on the first submission, not at start: a site of thousands of pages starts at once.
  let forms: Map<string, NetlifyForm> | undefined
  const target = resolve(dir)

  async function write(name: string, fields: Record<string, string | string[]>) {
    const file = join(target, `${name}.jsonl`)
    const line = JSON.stringify({ form: name, receivedAt: new Date().toISOString(), fields })
    try {
      await mkdir(target, { recursive: true })
      await appendWhole(file, `${line}\n`)
      return { status: 200, text: ACCEPTED }
    } catch (error) {
      console.error(`netlify-forms: cannot write ${file}: ${(error as Error).message}`)
      return refusal(500)
    }
  }

  return async (req) => {
    const { type, charset } = mediaTypeOf(req.headers['content-type'])
    if (type !== URLENCODED) return refusal(415)
    const body = await readBody(req, BODY_CAP)
    if (!body) return refusal(413)
    const params = decodeForm(body, charset)
    if (!params) return refusal(415)
    const name = params.get('form-name') ?? ''
    const form = SAFE_NAME.test(name) ? (forms ??= findForms(root)).get(name) : undefined
    if (!form) return refusal(404)
    // Netlify drops a bot's submission without telling it so; a bot may fill a second copy only.
    if (form.honeypot && params.getAll(form.honeypot).some(Boolean))
      return { status: 200, text: ACCEPTED }
    return write(name, fieldsOf(params, form))
  }
}
