import { describe, expect, it } from 'vitest'

describe('a unit test', () => {
  it('cannot reach the network: a request fails at once, naming its address', async () => {
    await expect(fetch('https://example.com/songs.json')).rejects.toThrow(
      'An unhandled request in a unit test: https://example.com/songs.json',
    )
  })
})
