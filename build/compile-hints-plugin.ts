// Marks the JavaScript that runs as the page starts (the entry chunk and what it imports
// statically) with V8's explicit compile hint. Chromium then compiles those functions on a
// background thread while the file streams in, instead of on the main thread at first call.
// Other browsers ignore the comment. No source maps are emitted, so the extra line shifts none.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  imports?: string[]
  code?: string
}

/** The entry chunks and every chunk they import statically, transitively. */
export function chunksCalledOnLoad(bundle: Record<string, ChunkLike>): string[] {
  const found = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || found.has(fileName)) return
    found.add(fileName)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName)
  return [...found].sort()
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'pepe:compile-hints',
    apply: 'build',
    // After Vite has written its preload helpers into the entry, so the hint is the first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        // The server bundle used by the prerender runs in Node, where the hint means nothing.
        if (this.environment.config.consumer !== 'client') return
        for (const fileName of chunksCalledOnLoad(bundle as Record<string, ChunkLike>)) {
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
