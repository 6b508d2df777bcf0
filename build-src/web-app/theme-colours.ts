// The colours a phone paints around the site (its bar, the installed app's splash screen) are the
// site's own design tokens, read from src/styles.css, so a restyled copy needs no second setting.
import postcss, { type Rule } from 'postcss'

/** A theme's two colours: the header's surface (the bar above it) and the page's background. */
export interface ThemeColours {
  surface: string
  background: string
}

export interface SiteThemeColours {
  light: ThemeColours
  dark: ThemeColours
}

const themeRules = { light: ':root', dark: ":root[data-theme='dark']" } as const

function tokensOf(rule: Rule): Map<string, string> {
  const tokens = new Map<string, string>()
  rule.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) tokens.set(decl.prop, decl.value.trim())
  })
  return tokens
}

/** A theme's design token by name (`--bg`); a missing one fails the build naming the file. */
export type TokenReader = (name: string) => string

/** The tokens of the light (`:root`) or dark (`:root[data-theme='dark']`) rule of `css`. */
export function themeTokens(
  css: string,
  file: string,
  theme: keyof typeof themeRules,
): TokenReader {
  const tokens = new Map<string, string>()
  postcss.parse(css, { from: file }).walkRules((rule) => {
    if (rule.parent?.type === 'root' && rule.selector === themeRules[theme])
      for (const [name, value] of tokensOf(rule)) tokens.set(name, value)
  })
  return (name) => {
    const value = tokens.get(name)
    if (!value) throw new Error(`${file}: ${themeRules[theme]} has no ${name}`)
    return value
  }
}

/** `--surface` and `--bg` of the light and dark rules. */
export function readThemeColours(css: string, file: string): SiteThemeColours {
  const colours = (theme: keyof typeof themeRules): ThemeColours => {
    const token = themeTokens(css, file, theme)
    return { surface: token('--surface'), background: token('--bg') }
  }
  return { light: colours('light'), dark: colours('dark') }
}
