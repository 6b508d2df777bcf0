import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { canonicalHan, hanFoldTable } from './han-forms.ts'

const canonical = (text: string) => [...text].map(canonicalHan).join('')

// The browser's folding, as it will use the table.
const foldHan = (text: string, table: Record<string, string>) =>
  [...text].map((ch) => table[ch] ?? ch).join('')

describe('canonicalHan', () => {
  it.each([
    ['千本樱', '千本櫻', '千本桜'],
    ['红莲华', '紅蓮華', '紅蓮華'],
    ['残响散歌', '殘響散歌', '残響散歌'],
    ['小幸运', '小幸運', '小幸運'],
    ['告白气球', '告白氣球', '告白気球'],
  ])('folds %s, %s and %s to the Simplified form', (simplified, traditional, japanese) => {
    expect(canonical(traditional)).toBe(simplified)
    expect(canonical(japanese)).toBe(simplified)
    expect(canonical(simplified)).toBe(simplified)
  })

  it('folds Japanese forms OpenCC only knows the other way round', () => {
    expect(canonicalHan('姫')).toBe('姬')
    expect(canonicalHan('隣')).toBe('邻')
  })

  it('keeps a character Chinese uses in its own right', () => {
    expect(canonicalHan('欠')).toBe('欠')
    expect(canonicalHan('芸')).toBe('芸')
    expect(canonicalHan('萌')).toBe('萌')
    expect(canonicalHan('郎')).toBe('郎')
  })

  it('takes a compatibility ideograph to its unified form', () => {
    expect(canonicalHan('\u{f900}')).toBe('岂')
    expect(canonicalHan('\u{fab4}')).toBe('华')
  })

  it('leaves kana, Latin letters and anything longer than one character alone', () => {
    expect(canonical('夜に駆けるLemonヨル')).toBe('夜に驱けるLemonヨル')
    expect(canonicalHan('千本')).toBe('千本')
  })

  it('is idempotent and gives one character, for any CJK ideograph', () => {
    const ideograph = fc
      .oneof(
        fc.integer({ min: 0x4e00, max: 0x9fff }),
        fc.integer({ min: 0x3400, max: 0x4dbf }),
        fc.integer({ min: 0xf900, max: 0xfaff }),
      )
      .map((cp) => String.fromCodePoint(cp))
    fc.assert(
      fc.property(ideograph, (ch) => {
        const form = canonicalHan(ch)
        expect([...form]).toHaveLength(1)
        expect(canonicalHan(form)).toBe(form)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('hanFoldTable', () => {
  const index = '千本桜 紅蓮華 小幸運 Lemon 夜に駆ける'
  const table = hanFoldTable(index)

  it('maps every variant of an index character to its canonical form', () => {
    expect(table).toMatchObject({ 桜: '樱', 櫻: '樱', 紅: '红', 運: '运', 駆: '驱', 驅: '驱' })
    expect(foldHan('千本櫻', table)).toBe(foldHan('千本桜', table))
  })

  it('holds only entries whose target the index has', () => {
    const targets = new Set([...index].map(canonicalHan))
    for (const [from, to] of Object.entries(table)) {
      expect(from).not.toBe(to)
      expect(targets.has(to)).toBe(true)
    }
    expect(table['氣']).toBeUndefined()
  })

  it('folds the index text as canonicalHan does', () => {
    expect(foldHan(index, table)).toBe(canonical(index))
  })

  it('is empty for an index without Han characters', () => {
    expect(hanFoldTable('Lemon ヨルシカ')).toEqual({})
  })
})
