import { describe, expect, it } from 'vitest'

import { favourites, toggleFavourite } from './favourites.ts'
import { listeningHistory, recordPlay } from './listening-history.ts'
import { exportMyList, importMyList } from './my-list-file.ts'
import { savePlaylist } from './saved-playlists.ts'

// Prerendering runs these modules in Node, where there is no window and no storage.
describe('my list without a window', () => {
  it('reads as empty, and keeps changes in memory only', () => {
    expect(typeof window).toBe('undefined')
    expect(favourites.read()).toEqual([])
    expect(toggleFavourite({ songName: 'Lemon', singer: '米津玄師' })).toBe(true)
    expect(favourites.write(favourites.read())).toBe(false)
    recordPlay({ videoId: 'aaaaaaaaaaa', startSeconds: 0 })
    expect(listeningHistory.read()).toHaveLength(1)
    expect(savePlaylist('list', '1.0.n*aaaaaaaaaaa0')).not.toBeNull()
    const text = exportMyList()
    expect(JSON.parse(text)).toMatchObject({ favourites: [{ title: 'Lemon' }] })
    expect(importMyList(text.replace('Lemon', 'Flamingo'))).toEqual({
      ok: false,
      reason: 'storage',
    })
  })
})
