import { describe, expect, it } from 'vitest'

import { appSettings, checkAppSettings } from './app-settings.ts'

const dir = 'tests/fixtures/other-singer'

describe('the app settings', () => {
  it('take an SVG that is in public/ and a #rrggbb colour', () => {
    expect(checkAppSettings(dir, { icon: '/favicon.svg', iconBackground: '#1F5FA8' })).toEqual([])
  })

  it('name an icon missing from public/', () => {
    expect(checkAppSettings(dir, { icon: '/images/none.svg' })).toEqual([
      ['app.icon', `/images/none.svg is not a file in ${dir}/public`],
    ])
  })

  it('fill what is left out: the site name, the favicon, white', () => {
    const name = { ja: '月島ルナ ファンサイト', zh: '月島露娜 粉絲網站' }
    expect(appSettings(undefined, name)).toEqual({
      shortName: name,
      icon: '/favicon.svg',
      iconBackground: '#ffffff',
    })
    expect(appSettings({ iconBackground: '#000000' }, name).iconBackground).toBe('#000000')
  })
})
