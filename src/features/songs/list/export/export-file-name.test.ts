import { describe, expect, it } from 'vitest'

import { exportFileName } from './export-file-name.ts'

describe('exportFileName', () => {
  it('names each filter set by its URL key and value, then the day', () => {
    expect(
      exportFileName(
        [
          ['q', '千本桜'],
          ['type', 'request'],
        ],
        '2025-11-25',
        'csv',
      ),
    ).toBe('songlist-q-千本桜-type-request-2025-11-25.csv')
    expect(exportFileName([], '2025-11-25', 'json')).toBe('songlist-2025-11-25.json')
  })

  it('turns what a file name cannot hold, and spaces, into one underscore', () => {
    expect(exportFileName([['q', 'a/b\\c:d*e?f"g<h>i|j']], '2025-11-25', 'csv')).toBe(
      'songlist-q-a_b_c_d_e_f_g_h_i_j-2025-11-25.csv',
    )
    expect(exportFileName([['singer', '黒うさP  feat.\t初音ミク']], '2025-11-25', 'csv')).toBe(
      'songlist-singer-黒うさP_feat._初音ミク-2025-11-25.csv',
    )
    expect(exportFileName([['q', 'a\u0000\u001fb\u007fc\nd']], '2025-11-25', 'csv')).toBe(
      'songlist-q-a_b_c_d-2025-11-25.csv',
    )
  })

  it('trims dots, dashes and underscores at a value’s ends and leaves out a value with nothing left', () => {
    expect(exportFileName([['q', ' ..千本桜.. ']], '2025-11-25', 'csv')).toBe(
      'songlist-q-千本桜-2025-11-25.csv',
    )
    expect(
      exportFileName(
        [
          ['q', ' / '],
          ['type', 'request'],
        ],
        '2025-11-25',
        'csv',
      ),
    ).toBe('songlist-type-request-2025-11-25.csv')
  })

  it('cuts a long value at 30 characters, never inside a character', () => {
    const name = exportFileName([['q', '𠮷'.repeat(40)]], '2025-11-25', 'csv')
    expect(name).toBe(`songlist-q-${'𠮷'.repeat(30)}-2025-11-25.csv`)
    expect(new TextEncoder().encode(name).length).toBeLessThan(255)
  })
})
