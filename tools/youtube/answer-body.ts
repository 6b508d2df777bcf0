import { decodeUtf8 } from '#build-src/utf8-text.ts'

/**
 * The most of an answer that is read. The largest honest one, a page of 100 comments of 10,000
 * characters each in both their forms, is about 6 MB; past this the answer is not a list page.
 */
export const maxAnswerBytes = 16 * 1024 * 1024

/** How an answer is read: at most `maxBytes`, and, with a `signal`, only until it aborts. */
export interface ReadLimits {
  maxBytes?: number
  /** A request's deadline: a body that stalls after its headers must not hold the run either. */
  signal?: AbortSignal
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`

// Not awaited: a cancel can wait on a sender that never stops sending.
const stopReading = (body: { cancel(): Promise<void> } | null | undefined) =>
  void body?.cancel().catch(() => {})

/** `promise`, or the signal's reason thrown as soon as it aborts. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The body's bytes, or null once they run past `maxBytes` (the rest is never read). A body that
 * breaks off, or is still coming when `signal` aborts, throws.
 */
async function boundedBytes(
  response: Response,
  { maxBytes = maxAnswerBytes, signal }: ReadLimits,
): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    stopReading(response.body)
    return null
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  const next = () => (reader ? beforeAbort(reader.read(), signal) : undefined)
  try {
    for (let read = await next(); read && !read.done; read = await next()) {
      size += read.value.byteLength
      if (size > maxBytes) {
        stopReading(reader)
        return null
      }
      chunks.push(read.value)
    }
  } catch (error) {
    stopReading(reader)
    throw error
  }
  return Buffer.concat(chunks)
}

/** The body as text, or null once it runs past `maxAnswerBytes` (the rest is never read). */
export async function boundedText(response: Response): Promise<string | null> {
  return (await boundedBytes(response, {}))?.toString('utf8') ?? null
}

/**
 * A successful answer's JSON object, or what is wrong with it: such an answer is bad data, which
 * asking again would only spend another unit on, unlike a network error. JSON between systems is
 * UTF-8 (RFC 8259): an answer that is not is refused, never read with U+FFFD in its texts.
 */
export async function answerObject(
  response: Response,
  limits: ReadLimits = {},
): Promise<{ body: Record<string, unknown> } | { problem: string }> {
  const bytes = await boundedBytes(response, limits)
  if (bytes === null)
    return { problem: `the answer is over ${sizeText(limits.maxBytes ?? maxAnswerBytes)}` }
  const decoded = decodeUtf8(bytes)
  if ('badLine' in decoded) return { problem: `the answer is not UTF-8 (line ${decoded.badLine})` }
  const text = decoded.text
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { problem: `the answer is not JSON: ${JSON.stringify(text.slice(0, 40))}` }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: 'the answer is not a JSON object' }
  return { body: body as Record<string, unknown> }
}
