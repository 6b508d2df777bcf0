import { hiddenCharacter } from '#src/shared/song-model/text/hidden-characters.ts'

/**
 * What is wrong with a request format (`site.requestFormat`, src/shared/content/request-format.ts),
 * or null: it must name the song and be one chat line.
 */
export function requestFormatProblem(format: string): string | null {
  const unknown = [...format.matchAll(/\{([^}]*)\}/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'title' && name !== 'artist' && name !== 'alias')
  if (unknown.length > 0)
    return `{${unknown.join('}, {')}} is not a part: write {title}, {artist} or {alias}`
  if (!/\{(title|alias)\}/.test(format)) return 'names no song: write {title} or {alias} in it'
  if (/[\n\r\t]/.test(format) || hiddenCharacter.test(format))
    return 'a chat line holds no line break, tab or hidden character'
  return null
}
