import { describe, expect, it } from 'vitest'

import { checkContent } from '#build-src/content-folder/content-check.ts'
import { loadContent } from '#build-src/content-folder/import-content-modules.ts'

const sample = 'content'
const fixture = 'tests/fixtures/other-singer'

describe('checkContent', () => {
  it.each([sample, fixture])('finds nothing wrong in %s', async (dir) => {
    expect(checkContent(dir, await loadContent(dir))).toEqual([])
  })

  it('names the file and field of each problem', async () => {
    const modules = await loadContent(fixture)
    const { profile } = modules.profile
    const broken = {
      ...modules,
      site: {
        site: {
          ...modules.site.site,
          repository: 'https://github.com/luna-fans/luna-site',
          email: 'fans at luna',
          requestFormat: { ja: '{song} / {artist}', zh: '' },
          setlistGreeting: [{ ja: 'セトリ' }, { ja: '0:00 開幕', zh: '開場 https://youtu.be/x' }],
          // A content file is JavaScript: its values are not held to the types.
          requestListSort: 'newest' as 'oldest',
        },
        archive: {
          channelId: '@luna',
          singingWords: [],
          requestWords: [' '],
          timeZone: 'Asia/Tokio',
        },
        app: { shortName: { ja: 'ルナ' }, icon: '/images/logo.png', iconBackground: 'navy' },
      },
      profile: {
        profile: {
          ...profile,
          name: { ja: '月島ルナ' },
          birthday: { month: 2, day: 30 },
          fanTag: 'no tag',
          heroImage: { ...profile.heroImage, src: '/images/missing.svg' },
        },
      },
      timeline: { milestones: [{ date: '2023-13-01', text: { ja: 'x', zh: 'x' } }] },
      'design-credits': {
        ...modules['design-credits'],
        artworks: [{ ...modules['design-credits'].artworks[0]!, credits: ['nobody'] }],
      },
      channels: { channels: [{ service: 'X', handle: '@x', url: 'http://x.example' }] },
    }
    const file = (name: string) => `${fixture}/${name}.ts`
    expect(checkContent(fixture, broken)).toEqual([
      `${file('site')} site.repository: "https://github.com/luna-fans/luna-site" is not a GitHub repository written as owner/name`,
      `${file('site')} site.email: "fans at luna" is not an e-mail address a mail link can carry (name@example.org)`,
      `${file('site')} site.requestFormat.zh: missing text in this language`,
      `${file('site')} site.requestFormat.ja: {song} is not a part: write {title}, {artist} or {alias}`,
      `${file('site')} site.setlistGreeting[0].zh: missing text in this language`,
      `${file('site')} site.setlistGreeting[1].ja: setlist:add would read it as a song or a video link: begin it with no time, and leave links out`,
      `${file('site')} site.setlistGreeting[1].zh: setlist:add would read it as a song or a video link: begin it with no time, and leave links out`,
      `${file('site')} site.requestListSort: "newest" is not 'title' or 'oldest'`,
      `${file('site')} archive.channelId: "@luna" is not a YouTube channel id (UC and 22 more characters)`,
      `${file('site')} archive.singingWords: is empty`,
      `${file('site')} archive.requestWords[0]: is blank`,
      `${file('site')} archive.timeZone: "Asia/Tokio" is not a time zone`,
      `${file('site')} app.shortName.zh: missing text in this language`,
      `${file('site')} app.icon: /images/logo.png is not an SVG file`,
      `${file('site')} app.iconBackground: "navy" is not a colour written #rrggbb`,
      `${file('profile')} profile.name.zh: missing text in this language`,
      `${file('profile')} profile.birthday: 2/30 is no day`,
      `${file('profile')} profile.fanTag: is not a #tag`,
      `${file('profile')} profile.heroImage.src: /images/missing.svg is not a file in ${fixture}/public`,
      `${file('channels')} channels[0].url: "http://x.example" is not an https link`,
      `${file('timeline')} milestones[0].date: "2023-13-01" is not a YYYY-MM-DD day`,
      `${file('design-credits')} artworks[0].credits: nobody is not in people`,
    ])
  })
})
