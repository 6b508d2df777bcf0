import { describe, expect, it } from 'vitest'

import {
  criticalCss,
  needsHover,
  pageClasses,
  pageVariables,
  parseStylesheet,
  requiredClasses,
} from './critical-css.ts'

describe('requiredClasses', () => {
  it('names the classes outside functional pseudo-classes, brackets and strings', () => {
    expect(requiredClasses('.row .row__title:hover')).toEqual(['row', 'row__title'])
    expect(requiredClasses('.a:not(.b)')).toEqual(['a'])
    expect(requiredClasses(':is(.a,.b) p')).toEqual([])
    expect(requiredClasses('[class*=level-].c[title="x.y"]')).toEqual(['c'])
    expect(requiredClasses('html[data-theme=dark] body')).toEqual([])
  })

  it('gives up on an escaped class name, which would otherwise be read short', () => {
    expect(requiredClasses('.md\\:wide')).toBeNull()
  })
})

describe('pageClasses', () => {
  it("collects every element's classes", () => {
    expect([...pageClasses('<p class="a  b"><i class="b c">x</i></p><b class="">')]).toEqual([
      'a',
      'b',
      'c',
    ])
  })
})

describe('criticalCss', () => {
  const css =
    ':root{--x:1}.a{color:var(--x)}.b .c,.d{color:blue}.e:not(.f){margin:0}' +
    '@media (width>=40rem){.a{padding:0}.g{padding:1px}}@media print{.g{display:none}}' +
    '@keyframes spin{to{rotate:1turn}}.md\\:h{height:0}'
  const pieces = parseStylesheet(css)
  const keep = (...classes: string[]) => criticalCss(pieces, new Set(classes))

  it('keeps a rule when one of its selectors has all its classes on the page, in order', () => {
    expect(keep('a', 'd')).toBe(
      ':root{--x:1}.a{color:var(--x)}.b .c,.d{color:blue}' +
        '@media (width>=40rem){.a{padding:0}}@keyframes spin{to{rotate:1turn}}.md\\:h{height:0}',
    )
  })

  it('leaves out a rule and an emptied condition when a class is missing, never what it cannot read', () => {
    const none = keep()
    expect(none).toBe('@keyframes spin{to{rotate:1turn}}.md\\:h{height:0}')
    expect(keep('b')).not.toContain('.b .c')
    expect(keep('e')).toContain('.e:not(.f){margin:0}')
  })

  it('leaves out a rule that matches only under the pointer, not one with another selector', () => {
    const hover = parseStylesheet(
      'a:hover{color:red}.a:hover,.b{color:blue}a:not(:hover){color:green}',
    )
    expect(criticalCss(hover, new Set(['a', 'b']))).toBe(
      '.a:hover,.b{color:blue}a:not(:hover){color:green}',
    )
    expect(needsHover('.a :hover')).toBe(true)
    expect(needsHover('.a:not(:hover)')).toBe(false)
  })

  it('keeps the whole stylesheet for a page that has every class', () => {
    expect(keep('a', 'b', 'c', 'd', 'e', 'f', 'g')).toBe(css)
  })
})

describe('criticalCss and custom properties', () => {
  const css =
    ':root{--bg:#fff;--hero:linear-gradient(red,blue);--fg:var(--ink);--ink:#000;color:var(--fg)}' +
    '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#000;--hero:none}}' +
    '.page{background:var(--bg)}.hero{background:var(--hero)}.bar{--gap:1px}.bar--wide{--gap:2px}' +
    '@keyframes fade{to{opacity:var(--to)}}'
  const pieces = parseStylesheet(css)

  it('leaves out the custom properties that no kept rule reads, in every theme', () => {
    expect(criticalCss(pieces, new Set(['page']))).toBe(
      ':root{--bg:#fff;--fg:var(--ink);--ink:#000;color:var(--fg)}' +
        '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#000}}' +
        '.page{background:var(--bg)}@keyframes fade{to{opacity:var(--to)}}',
    )
  })

  it('leaves out a rule and its condition when nothing it declares is read', () => {
    expect(criticalCss(pieces, new Set(['bar']))).not.toContain('.bar')
    expect(criticalCss(pieces, new Set())).not.toContain('@media')
  })

  it('keeps what a kept rule or the markup reads', () => {
    expect(criticalCss(pieces, new Set(['page', 'hero']))).toBe(css.replace(/\.bar.*?@/, '@'))
    expect(
      criticalCss(pieces, new Set(['bar']), pageVariables('<p style="gap:var(--gap)">')),
    ).toContain('.bar{--gap:1px}')
  })

  it('never leaves out a custom property whose name it cannot read whole', () => {
    expect(criticalCss(parseStylesheet(':root{--a\\:b:1}'), new Set())).toBe(':root{--a\\:b:1}')
  })
})
