/** The site's own share image (public/og-image.png, drawn from og-image.svg by tools/og-image.mjs). */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const
