import { describe, expect, it } from 'vitest'

import { type KeyPress, type KeyTarget, keyTarget, playerKeyAction } from './player-keys.ts'

// A segment from 100 s to 200 s, the video at 150 s.
const segment = { startSeconds: 100, endSeconds: 200 }
const at = (time: number, duration = 3600) => ({ time, duration })
const press = (key: string, target: KeyTarget = 'button', held: Partial<KeyPress> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target,
  ...held,
})
const action = (key: string, target?: KeyTarget, time = 150) =>
  playerKeyAction(press(key, target), segment, at(time))

describe('playerKeyAction', () => {
  it('plays or pauses on k and on space', () => {
    expect(action('k')).toEqual({ type: 'toggle' })
    expect(action('K')).toEqual({ type: 'toggle' })
    expect(action(' ', 'other')).toEqual({ type: 'toggle' })
    expect(action(' ', 'range')).toEqual({ type: 'toggle' })
  })

  it('leaves space on a button to the button, which presses it once', () => {
    expect(action(' ', 'button')).toBeNull()
  })

  it('goes back and on 10 s on j and l, 5 s on the arrows', () => {
    expect(action('j')).toEqual({ type: 'seek', seconds: 140 })
    expect(action('l')).toEqual({ type: 'seek', seconds: 160 })
    expect(action('ArrowLeft')).toEqual({ type: 'seek', seconds: 145 })
    expect(action('ArrowRight')).toEqual({ type: 'seek', seconds: 155 })
  })

  it('stops at the segment start going back', () => {
    expect(action('j', 'button', 104)).toEqual({ type: 'seek', seconds: 100 })
    expect(action('ArrowLeft', 'other', 100)).toEqual({ type: 'seek', seconds: 100 })
  })

  it('finishes the segment going on past its end, or to it', () => {
    expect(action('l', 'button', 195)).toEqual({ type: 'end' })
    expect(action('ArrowRight', 'button', 195)).toEqual({ type: 'end' })
    expect(action('ArrowRight', 'button', 194)).toEqual({ type: 'seek', seconds: 199 })
  })

  it("takes the video's length as the end of a segment that runs to it, once known", () => {
    const open = { startSeconds: 100, endSeconds: null }
    expect(playerKeyAction(press('l'), open, at(3595))).toEqual({ type: 'end' })
    expect(playerKeyAction(press('l'), open, at(3595, 0))).toEqual({ type: 'seek', seconds: 3605 })
  })

  it('leaves the arrows to a focused slider, and takes its other keys', () => {
    expect(action('ArrowLeft', 'range')).toBeNull()
    expect(action('ArrowRight', 'range')).toBeNull()
    expect(action('l', 'range')).toEqual({ type: 'seek', seconds: 160 })
  })

  it('does nothing while a field is typed in', () => {
    for (const key of ['k', ' ', 'j', 'l', 'ArrowLeft', 'ArrowRight'])
      expect(action(key, 'field')).toBeNull()
  })

  it('does nothing with Ctrl, Alt or Meta held', () => {
    for (const held of [{ ctrlKey: true }, { altKey: true }, { metaKey: true }])
      for (const key of ['k', ' ', 'j', 'l', 'ArrowLeft', 'ArrowRight'])
        expect(playerKeyAction(press(key, 'other', held), segment, at(150))).toBeNull()
  })

  it('ignores other keys', () => {
    for (const key of ['Enter', 'Tab', 'a', 'ArrowUp', 'Home', 'F5']) expect(action(key)).toBeNull()
  })
})

describe('keyTarget', () => {
  it('tells fields, sliders and buttons apart', () => {
    expect(keyTarget({ tagName: 'INPUT', type: 'search' })).toBe('field')
    expect(keyTarget({ tagName: 'INPUT', type: 'range' })).toBe('range')
    expect(keyTarget({ tagName: 'TEXTAREA' })).toBe('field')
    expect(keyTarget({ tagName: 'SELECT' })).toBe('field')
    expect(keyTarget({ tagName: 'DIV', isContentEditable: true })).toBe('field')
    expect(keyTarget({ tagName: 'BUTTON' })).toBe('button')
    expect(keyTarget({ tagName: 'A' })).toBe('other')
  })
})
