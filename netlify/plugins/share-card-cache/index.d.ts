// The plugin's shape for the tests that load it (the plugin itself is plain JavaScript, as Netlify
// loads it).
interface CacheUtils {
  restore: (path: string) => Promise<boolean>
  save: (path: string) => Promise<boolean>
}

export declare const cacheDir: () => string
export declare function onPreBuild(options: { utils: { cache: CacheUtils } }): Promise<void>
export declare function onPostBuild(options: { utils: { cache: CacheUtils } }): Promise<void>
