import { describe, expect, it } from 'vitest'

import { formsInHtml } from '#tools/serve/netlify-forms.ts'

import { netlifyFormsPage } from './netlify-forms-page.ts'

describe('the Netlify forms page', () => {
  const html = netlifyFormsPage()

  it('declares each form the page sends, with its honeypot, as Netlify detects them', () => {
    expect(formsInHtml(html)).toEqual([
      { name: 'report', honeypot: 'bot-field' },
      { name: 'setlist', honeypot: 'bot-field' },
    ])
  })

  it('gives each form its name field and every field a submission carries', () => {
    const forms = html.split('<form ').slice(1)
    expect(forms).toHaveLength(2)
    for (const form of forms) {
      const names = [...form.matchAll(/name="([^"]+)"/g)].map((m) => m[1])
      expect(names.slice(1)).toEqual(['form-name', 'title', 'body', 'bot-field'])
    }
    expect(html).toContain('<meta name="robots" content="noindex">')
  })
})
