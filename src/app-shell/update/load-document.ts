export type LoadMode = 'assign' | 'replace' | 'reload'
export type DocumentLoader = (href: string, mode: LoadMode) => void

/** A full page load: the browser fetches the HTML and every chunk afresh. */
export const loadDocument: DocumentLoader = (href, mode) => {
  if (mode === 'reload') window.location.reload()
  else window.location[mode](href)
}
