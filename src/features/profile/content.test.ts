import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { channels } from './channels'
import { artworks, people } from './design-credits'
import { notices } from './notices'
import { profile } from './profile'
import { milestones } from './timeline'

const isRealDay = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

describe('profile', () => {
  it('has a real birthday (any year, so 29 February counts)', () => {
    const { month, day } = profile.birthday
    expect(isRealDay(2000, month, day)).toBe(true)
  })

  it('writes tags as tags and keeps the lists filled', () => {
    expect(profile.fanTag).toMatch(/^#\S+$/)
    expect(profile.fanArtTag).toMatch(/^#\S+$/)
    expect(profile.fanMark.trim()).not.toBe('')
    expect(profile.blurb.length).toBeGreaterThan(0)
    expect(profile.likes.length).toBeGreaterThan(0)
    expect(profile.favoriteFoods.length).toBeGreaterThan(0)
  })
})

describe('timeline milestones', () => {
  it('are keyed by real YYYY-MM-DD dates, oldest first, each once', () => {
    const dates = milestones.map((m) => m.date)
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const [y, m, d] = date.split('-').map(Number) as [number, number, number]
      expect(isRealDay(y, m, d), date).toBe(true)
    }
    expect([...dates].sort()).toEqual(dates)
    expect(new Set(dates).size).toBe(dates.length)
  })
})

describe('design credits', () => {
  it('credits only people who are listed, each id once', () => {
    const ids = people.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const art of artworks) {
      expect(art.credits.length, art.id).toBeGreaterThan(0)
      for (const id of art.credits) expect(ids, `${art.id} credits ${id}`).toContain(id)
    }
  })

  it('points every artwork at a file in public/ with its drawn size', () => {
    expect(new Set(artworks.map((a) => a.id)).size).toBe(artworks.length)
    for (const art of artworks) {
      expect(existsSync(`public${art.src}`), art.src).toBe(true)
      expect(art.width).toBeGreaterThan(0)
      expect(art.height).toBeGreaterThan(0)
    }
  })
})

describe('channels and notices', () => {
  it('link over https', () => {
    for (const url of [...channels.map((c) => c.url), notices.joinLink.url]) {
      expect(new URL(url).protocol).toBe('https:')
    }
    expect(channels.length).toBeGreaterThan(0)
  })
})
