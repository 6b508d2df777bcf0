import { describe, expect, it } from 'vitest'

import { modelOf } from '#tests/support/test-model.ts'

import { streamNeighbours } from './stream-neighbours.ts'

// In data order; the second stream of 2024-02-01 is newer than its first.
const model = modelOf([
  ['2024/1/1', ['A']],
  ['2024/2/1', ['B']],
  ['2024/2/1', ['C']],
  ['2024/3/1', ['D']],
])
const files = (file: string) => {
  const { previous, next } = streamNeighbours(model, file)
  return [previous?.file ?? null, next?.file ?? null]
}

describe('streamNeighbours', () => {
  it('gives the stream just older as previous and the one just newer as next', () => {
    expect(files('2024-02-01.json')).toEqual(['2024-01-01.json', '2024-02-01-2.json'])
    expect(files('2024-02-01-2.json')).toEqual(['2024-02-01.json', '2024-03-01.json'])
  })

  it('has no previous for the oldest, no next for the newest, neither for an unknown file', () => {
    expect(files('2024-01-01.json')).toEqual([null, '2024-02-01.json'])
    expect(files('2024-03-01.json')).toEqual(['2024-02-01-2.json', null])
    expect(files('2099-01-01.json')).toEqual([null, null])
  })
})
