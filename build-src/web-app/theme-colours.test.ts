import { describe, expect, it } from 'vitest'

import { readThemeColours } from './theme-colours.ts'

const css = `
:root { color-scheme: light; --bg: #f0f0f0; --surface: #fff; --fg: #111 }
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) { --bg: #010101; --surface: #020202 }
}
:root[data-theme='dark'] { --bg: #000; --surface: #123456 }
.card { --surface: red }
`

describe('readThemeColours', () => {
  it('reads the surface and background of each theme from the top-level token rules', () => {
    expect(readThemeColours(css, 'styles.css')).toEqual({
      light: { surface: '#fff', background: '#f0f0f0' },
      dark: { surface: '#123456', background: '#000' },
    })
  })

  it('names the file, the rule and the token that is missing', () => {
    expect(() => readThemeColours(':root { --bg: #fff }', 'src/styles.css')).toThrow(
      'src/styles.css: :root has no --surface',
    )
  })
})
