import { describe, expect, it } from 'vitest'

import { parseRedirectsText } from '#tests/support/parse-redirects.ts'

import { oldSlugRedirects } from './old-slug-redirects.ts'

/** The rules as Netlify's own parser reads them: from, to and status. */
async function parsed(text: string): Promise<[string, string, number][]> {
  const { redirects, errors } = await parseRedirectsText(text)
  expect(errors).toEqual([])
  return redirects.map((r) => [r.from, r.to, r.status])
}

describe('oldSlugRedirects', () => {
  it('sends each earlier address, in every URL form, to the same form of the current one', async () => {
    const text = oldSlugRedirects([
      { title: 'Lemon', artist: '米津玄師', slug: 'lemon' },
      { title: '春よ、来い', artist: '松任谷由実', slug: '春よ-来い', oldSlugs: ['haru-yo-koi'] },
    ])
    const to = encodeURI('/songs/春よ-来い')
    expect(await parsed(text)).toEqual([
      ['/songs/haru-yo-koi', to, 301],
      ['/ja/songs/haru-yo-koi', `/ja${to}`, 301],
      ['/zh/songs/haru-yo-koi', `/zh${to}`, 301],
    ])
  })

  it('writes an earlier address in Japanese both as typed and percent-encoded', async () => {
    const text = oldSlugRedirects([
      { title: 'ロキ', artist: 'みきとP', slug: 'ロキ-みきとp', oldSlugs: ['ロキ'] },
    ])
    const rules = await parsed(text)
    expect(rules).toContainEqual(['/songs/ロキ', encodeURI('/songs/ロキ-みきとp'), 301])
    expect(rules).toContainEqual([encodeURI('/songs/ロキ'), encodeURI('/songs/ロキ-みきとp'), 301])
    expect(rules).toHaveLength(6)
  })

  it('writes nothing when no song has an earlier address', () => {
    expect(oldSlugRedirects([{ title: 'Lemon', artist: '米津玄師' }])).toBe('')
  })
})
