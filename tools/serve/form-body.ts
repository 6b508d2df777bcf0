// A form submission's body as Netlify reads it: bounded in size, urlencoded in its declared charset.
import type { IncomingMessage } from 'node:http'

/** The body, or `null` once it passes `cap`: the rest is read and dropped, so the client can finish. */
export function readBody(req: IncomingMessage, cap: number): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > cap) done(null)
      else chunks.push(chunk)
    })
    req.on('end', () => done(Buffer.concat(chunks)))
    req.on('error', fail)
  })
}

/** `%XX` escapes as bytes, `+` as a space, every other character as its own byte (`latin1` input). */
function bytesOf(part: string): Uint8Array {
  const bytes = new Uint8Array(part.length)
  let size = 0
  for (let i = 0; i < part.length; i++) {
    const hex = part[i] === '%' ? part.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes[size++] = Number.parseInt(hex, 16)
      i += 2
    } else bytes[size++] = part[i] === '+' ? 0x20 : part.charCodeAt(i)
  }
  return bytes.subarray(0, size)
}

/**
 * The pairs of an urlencoded body, its escapes read in the body's declared charset (a browser sends
 * a form in its page's encoding); `null` for a charset this runtime cannot decode.
 */
export function decodeForm(body: Buffer, charset = 'utf-8'): URLSearchParams | null {
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(charset)
  } catch {
    return null
  }
  const text = (part: string) => decoder.decode(bytesOf(part))
  const params = new URLSearchParams()
  for (const pair of body.toString('latin1').split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    params.append(
      text(eq === -1 ? pair : pair.slice(0, eq)),
      text(eq === -1 ? '' : pair.slice(eq + 1)),
    )
  }
  return params
}

/** The media type and the charset parameter of a Content-Type header, lower-cased. */
export function mediaTypeOf(header = ''): { type: string; charset: string | undefined } {
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase())
  const charset = params.find((param) => param.startsWith('charset='))?.slice(8)
  return { type, charset: charset?.replace(/^"(.*)"$/, '$1') }
}
