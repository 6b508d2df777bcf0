import { type OutgoingHttpHeaders, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answers on a bare socket, for what never gets a response object (a CONNECT, a request Node's
 * parser refuses): a whole HTTP/1.1 response, then the connection closes. A socket the client has
 * already closed for writing gets nothing.
 */
export function answerOnSocket(
  socket: Duplex,
  status: number,
  headers: OutgoingHttpHeaders,
  text: string,
): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const fields = Object.entries({ ...headers, Connection: 'close' })
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${fields}\r\n${text}`)
}
