import { describe, expect, it } from 'vitest'

import { shownView, withChosenView } from './shown-view.ts'
import { songListDefaults } from './song-list-search.ts'

describe('shownView', () => {
  it('shows the view chosen, else the songs while the general box holds text', () => {
    expect(shownView({ view: '', q: '' })).toBe('streams')
    expect(shownView({ view: '', q: ' ' })).toBe('streams')
    expect(shownView({ view: '', q: 'yoru' })).toBe('songs')
    expect(shownView({ view: 'streams', q: 'yoru' })).toBe('streams')
    expect(shownView({ view: 'songs', q: '' })).toBe('songs')
  })
})

describe('withChosenView', () => {
  const search = (q: string, view: '' | 'songs' | 'streams') => ({ ...songListDefaults, q, view })
  it('drops streams chosen for a search once the general box is empty, and keeps songs', () => {
    expect(withChosenView(search('yoru', 'streams')).view).toBe('streams')
    expect(withChosenView(search('', 'streams')).view).toBe('')
    expect(withChosenView(search(' ', 'streams')).view).toBe('')
    expect(withChosenView(search('', 'songs')).view).toBe('songs')
    expect(withChosenView(search('yoru', '')).view).toBe('')
  })
})
