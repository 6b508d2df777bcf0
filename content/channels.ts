/** The singer's own channels: the place for the latest news. These are placeholders. */
export const channels = [
  { service: 'YouTube', handle: '@example', url: 'https://www.youtube.com/@example' },
  { service: 'X', handle: '@example', url: 'https://x.com/example' },
]
