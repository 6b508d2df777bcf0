import { readFileSync } from 'node:fs'
import type { IndexHtmlTransformHook } from 'vite'
import { describe, expect, it } from 'vitest'

import { prePaintDevPlugin } from './pre-paint-dev-plugin.ts'
import { prePaintScript } from './prerender/pre-paint-script.ts'

describe('prePaintDevPlugin', () => {
  it('runs on the dev server only', () => {
    expect(prePaintDevPlugin().apply).toBe('serve')
  })

  it('puts the compiled pre-paint redirect first in the head, right after the charset', async () => {
    const hook = prePaintDevPlugin().transformIndexHtml as IndexHtmlTransformHook
    const html = await hook.call(
      {} as ThisParameterType<IndexHtmlTransformHook>,
      readFileSync('index.html', 'utf8'),
      { path: '/about', filename: 'index.html' },
    )
    expect(typeof html).toBe('string')
    const head = String(html).split('<head>')[1] ?? ''
    expect(head.trimStart()).toMatch(/^<meta charset="UTF-8" \/>\s*<script>/)
    expect(String(html)).toContain(`<script>${await prePaintScript({ checksPath: true })}</script>`)
  }, 30_000)
})
