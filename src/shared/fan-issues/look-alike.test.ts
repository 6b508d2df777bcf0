import { describe, expect, it } from 'vitest'

import { lookAlikeOf, looseFenceInfo, withinOneEdit } from './look-alike.ts'

describe('withinOneEdit', () => {
  it.each([
    ['json', 'json', true],
    ['jsom', 'json', true],
    ['jsn', 'json', true],
    ['jsonc', 'json', true],
    ['josn', 'json', true],
    ['js', 'json', false],
    ['nosj', 'json', false],
    ['yaml', 'json', false],
    ['🎵son', 'json', true],
  ])('%s is within one edit of %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within)
    expect(withinOneEdit(b, a)).toBe(within)
  })
})

describe('lookAlikeOf', () => {
  const looksLikeMarker = lookAlikeOf('setlist:add v1')

  it.each([
    'setlist:add v1',
    'Setlist-Add V1',
    'setlist_add  v1',
    'setlist:add v2',
    'setlst:ad v1',
    'set list add v1',
    'setlistadd v1',
    'ｓｅｔｌｉｓｔ：ａｄｄ　ｖ１',
    'setlist:\u200badd\u202e v1',
    '> setlist:add v1',
  ])('reads %j as the marker', (line) => {
    expect(looksLikeMarker(line)).toBe(true)
  })

  it.each([
    '',
    'setlist',
    'setlist:add',
    'npm run setlist:add -- --issue --file issue.md',
    'セトリです',
    'comment:',
  ])('does not read %j as the marker', (line) => {
    expect(looksLikeMarker(line)).toBe(false)
  })
})

describe('looseFenceInfo', () => {
  it.each([
    ['```json', 'json'],
    ['   ~~~~ Json', ' Json'],
    ['> ```json', 'json'],
    ['- ```', ''],
    ['｀｀｀json', 'json'],
    ['``\u200b`json', 'json'],
    ['ˋˋˋjson', null],
    ['〜〜〜', null],
    ['`` `json', null],
  ])('reads %j as a fence with %j after it', (line, info) => {
    expect(looseFenceInfo(line)).toBe(info)
  })
})
