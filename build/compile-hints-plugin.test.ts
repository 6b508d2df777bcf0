import { describe, expect, it } from 'vitest'
import { chunksCalledOnLoad } from './compile-hints-plugin'

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
})

describe('chunksCalledOnLoad', () => {
  it('takes the entry and its static imports, transitively, and no lazy chunk', () => {
    const bundle = {
      'index.js': chunk('index.js', ['react.js'], true),
      'react.js': chunk('react.js', ['shared.js']),
      'shared.js': chunk('shared.js'),
      'songlist.js': chunk('songlist.js', ['react.js']),
      'style.css': { type: 'asset' as const, fileName: 'style.css' },
    }
    expect(chunksCalledOnLoad(bundle)).toEqual(['index.js', 'react.js', 'shared.js'])
  })

  it('survives an import cycle and a missing file', () => {
    const bundle = {
      'a.js': chunk('a.js', ['b.js', 'gone.js'], true),
      'b.js': chunk('b.js', ['a.js']),
    }
    expect(chunksCalledOnLoad(bundle)).toEqual(['a.js', 'b.js'])
  })
})
