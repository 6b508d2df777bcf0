import { describe, expect, it } from 'vitest'

import { appForms, webManifest } from './web-manifest.ts'

const input = {
  name: { ja: '月島ルナ ファンサイト', zh: '月島露娜 粉絲網站' },
  shortName: { ja: 'ルナ', zh: '露娜' },
  description: { ja: '説明', zh: '說明' },
  icons: [{ fileName: 'icons/app-192.png', size: 192, purpose: 'maskable' as const }],
  colours: { surface: '#ffffff', background: '#f3f7fb' },
}

describe('webManifest', () => {
  it('gives each URL form its language, start and scope', () => {
    const forms = appForms.map((form) => {
      const m = webManifest({ ...input, form, base: '/' })
      return [m.start_url, m.scope, m.id, m.lang, m.short_name]
    })
    expect(forms).toEqual([
      ['/', '/', '/', 'ja', 'ルナ'],
      ['/ja/', '/ja/', '/ja/', 'ja', 'ルナ'],
      ['/zh/', '/zh/', '/zh/', 'zh-Hant', '露娜'],
    ])
  })

  it('puts the site under its base, icons included', () => {
    const zh = appForms.find((form) => form.locale === 'zh')!
    const m = webManifest({ ...input, form: zh, base: '/fans/' })
    expect([m.start_url, m.scope]).toEqual(['/fans/zh/', '/fans/zh/'])
    expect(m.icons).toEqual([
      { src: '/fans/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    ])
    expect([m.theme_color, m.background_color, m.display]).toEqual([
      '#ffffff',
      '#f3f7fb',
      'standalone',
    ])
  })
})
