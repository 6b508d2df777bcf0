export function htmlFilesIn(dir: string): string[]
export function inlineScripts(html: string): string[]
export function inlineStyles(html: string): string[]
export function scriptHashSource(text: string): string
export const HASHES_PLACEHOLDER: string
export const STYLE_HASHES_PLACEHOLDER: string
export function fillScriptHashes(headersText: string, scriptTexts: string[]): string
export function fillStyleHashes(headersText: string, styleTexts: string[]): string
