import { describe, expect, it } from 'vitest'

import { shownView } from './shown-view.ts'

describe('shownView', () => {
  it('shows the view chosen, else the songs while the general box holds text', () => {
    expect(shownView({ view: '', q: '' })).toBe('streams')
    expect(shownView({ view: '', q: ' ' })).toBe('streams')
    expect(shownView({ view: '', q: 'yoru' })).toBe('songs')
    expect(shownView({ view: 'streams', q: 'yoru' })).toBe('streams')
    expect(shownView({ view: 'songs', q: '' })).toBe('songs')
  })
})
