import { describe, expect, it } from 'vitest'

import { assetTags, PRELOAD_SCRIPT, preloadedChunks, routeAssets } from './route-assets.ts'

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/routes/{-$locale}/route.tsx?tsr-split=component': {
    file: 'assets/locale-1.js',
    imports: ['index.html'],
  },
  'src/routes/{-$locale}/songlist.tsx?tsr-split=component': {
    file: 'assets/songlist-1.js',
    css: ['assets/songlist-1.css'],
    imports: ['index.html', '_shared-1.js'],
    isDynamicEntry: true,
  },
  '_shared-1.js': {
    file: 'assets/shared-1.js',
    css: ['assets/shared-1.css'],
    dynamicImports: ['_data-1.js', 'src/features/songs/charts/on-demand.tsx'],
  },
  'src/features/songs/charts/on-demand.tsx': {
    file: 'assets/on-demand-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  '_data-1.js': { file: 'assets/data-1.js' },
  'src/routes/{-$locale}/about.tsx?tsr-split=component': {
    file: 'assets/about-1.js',
    css: ['assets/about-1.css'],
  },
  'src/locales/zh-Hant/messages.po': { file: 'assets/messages-zh-Hant-1.js' },
}

describe('routeAssets', () => {
  it("collects the matched routes' chunks and CSS with their imports, lazy ones too, not the entry's, other pages' or code loaded on demand", () => {
    const assets = routeAssets(
      manifest,
      ['__root__', '/{-$locale}', '/{-$locale}/songlist'],
      ['src/locales/zh-Hant/messages.po'],
    )
    expect(assets.js.sort()).toEqual(
      [
        'assets/data-1.js',
        'assets/locale-1.js',
        'assets/messages-zh-Hant-1.js',
        'assets/shared-1.js',
        'assets/songlist-1.js',
      ].sort(),
    )
    expect(assets.css.sort()).toEqual(['assets/shared-1.css', 'assets/songlist-1.css'])
  })

  it('maps an index route to its index file', () => {
    const withHome = {
      ...manifest,
      'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home.js' },
    }
    expect(routeAssets(withHome, ['/{-$locale}/']).js).toEqual(['assets/home.js'])
  })

  it('finds a nested route written flat with dots, as the song and stream pages are', () => {
    const withSongPage = {
      ...manifest,
      'src/routes/{-$locale}/songs.$slug.tsx?tsr-split=component---loader': {
        file: 'assets/song-page.js',
      },
      'src/routes/{-$locale}/songs/$slug/route.tsx?tsr-split=component': {
        file: 'assets/song-folder.js',
      },
    }
    expect(routeAssets(withSongPage, ['/{-$locale}/songs/$slug']).js.sort()).toEqual([
      'assets/song-folder.js',
      'assets/song-page.js',
    ])
  })

  it("does not give a layout route its folder's index page, nor a found page the not-found part", () => {
    const withParts = {
      ...manifest,
      'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home.js' },
      'src/routes/{-$locale}/route.tsx?tsr-split=notFoundComponent': {
        file: 'assets/not-found.js',
      },
    }
    const ids = ['__root__', '/{-$locale}', '/{-$locale}/about']
    expect(routeAssets(withParts, ids).js.sort()).toEqual([
      'assets/about-1.js',
      'assets/locale-1.js',
    ])
    expect(
      routeAssets(withParts, ['__root__', '/{-$locale}'], [], { notFound: true }).js.sort(),
    ).toEqual(['assets/locale-1.js', 'assets/not-found.js'])
  })

  it('writes stylesheet links first, then one script naming the chunks to preload', () => {
    const tags = assetTags({
      css: ['assets/a.css'],
      js: ['assets/a-1x_Y.js', 'assets/songs._slug-B~2.js'],
    })
    expect(tags.split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      `<script data-chunks="a-1x_Y songs._slug-B~2">${PRELOAD_SCRIPT}</script>`,
    ])
    expect(assetTags({ css: ['assets/a.css'], js: [] })).not.toContain('<script')
  })

  it('reads the list back as the files it preloads', () => {
    const js = ['assets/a-1x_Y.js', 'assets/songs._slug-B~2.js']
    const page = `<head>\n${assetTags({ css: ['assets/a.css'], js })}\n</head>`
    expect(preloadedChunks(page)).toEqual(['/assets/a-1x_Y.js', '/assets/songs._slug-B~2.js'])
    expect(preloadedChunks('<head></head>')).toEqual([])
  })

  it('refuses a chunk it could not name in the list', () => {
    expect(() => assetTags({ css: [], js: ['vendor/a.js'] })).toThrow(/vendor\/a\.js/)
    expect(() => assetTags({ css: [], js: ['assets/a b.js'] })).toThrow(/a b\.js/)
  })
})
