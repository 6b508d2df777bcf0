/** Where the manifest of the URL form rooted at `scope` (`/`, `/ja/`, `/zh/`) is served. */
export const manifestPath = (scope: string): string => `${scope}manifest.webmanifest`

/** Every page's link to the manifest of its URL form (`/zh/about` links `/zh/manifest.webmanifest`). */
export const manifestLinks = (params: { locale?: string | undefined }) => [
  { rel: 'manifest', href: manifestPath(params.locale ? `/${params.locale}/` : '/') },
]
