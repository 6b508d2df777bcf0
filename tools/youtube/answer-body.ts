/**
 * The most of an answer that is read. The largest honest one, a page of 100 comments of 10,000
 * characters each in both their forms, is about 6 MB; past this the answer is not a list page.
 */
export const maxAnswerBytes = 16 * 1024 * 1024

const megabytes = `${maxAnswerBytes / 1024 / 1024} MB`

// Not awaited: a cancel can wait on a sender that never stops sending.
const stopReading = (body: { cancel(): Promise<void> } | null | undefined) =>
  void body?.cancel().catch(() => {})

/** The body as text, or null once it runs past `maxAnswerBytes` (the rest is never read). */
export async function boundedText(response: Response): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > maxAnswerBytes) {
    stopReading(response.body)
    return null
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength
    if (size > maxAnswerBytes) {
      stopReading(reader)
      return null
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A successful answer's JSON object, or what is wrong with it: such an answer is bad data, which
 * asking again would only spend another unit on, unlike a network error.
 */
export async function answerObject(
  response: Response,
): Promise<{ body: Record<string, unknown> } | { problem: string }> {
  const text = await boundedText(response)
  if (text === null) return { problem: `the answer is over ${megabytes}` }
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
