// @vitest-environment jsdom
import { delay, http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'

import { sendSiteForm } from './send-site-form.ts'

const text = { title: 'その他: 小幸運', body: '本文 & 100%\n```json\n{"report":1}\n```' }

describe('sendSiteForm', () => {
  it('posts the form name, the text and an empty honeypot, urlencoded, once', async () => {
    const received: { type: string | null; body: string }[] = []
    server.use(
      mock.post('*/', async ({ request }) => {
        received.push({ type: request.headers.get('content-type'), body: await request.text() })
        return new HttpResponse('Form submission received', { status: 200 })
      }),
    )
    expect(await sendSiteForm('report', text)).toBe('sent')
    expect(received).toHaveLength(1)
    expect(received[0]?.type).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      'form-name': 'report',
      title: text.title,
      body: text.body,
      'bot-field': '',
    })
  })

  it.each([
    ['rejected', () => new HttpResponse(null, { status: 500 })],
    ['rejected', () => new HttpResponse(null, { status: 404 })],
    ['offline', () => HttpResponse.error()],
  ] as const)('says %s, and sends once, for an answer it cannot take', async (outcome, answer) => {
    let tries = 0
    server.use(
      mock.post('*/', () => {
        tries += 1
        return answer()
      }),
    )
    expect(await sendSiteForm('setlist', text)).toBe(outcome)
    expect(tries).toBe(1)
  })

  it('gives up on a site that does not answer, and says so', async () => {
    server.use(
      mock.post('*/', async () => {
        await delay('infinite')
      }),
    )
    expect(await sendSiteForm('setlist', text, 50)).toBe('timeout')
  })
})
