// The dev server serves index.html for every path, without the prerender that puts the pre-paint
// language redirect into the unprefixed pages. This plugin puts the same compiled script into
// every page it serves, so `npm run dev` sends a Chinese visitor on as the built site does; this
// copy decides by the path (only unprefixed pages redirect), which the build leaves to the prerender.
import type { Plugin } from 'vite'

import { insertFirstScript } from './prerender/html-document.ts'
import { prePaintScript } from './prerender/pre-paint-script.ts'

export function prePaintDevPlugin(): Plugin {
  return {
    name: 'pre-paint-redirect-dev',
    apply: 'serve',
    // Compiled per page load, so an edit to the detection code applies on the next reload.
    transformIndexHtml: async (html) =>
      insertFirstScript(html, await prePaintScript({ checksPath: true })),
  }
}
