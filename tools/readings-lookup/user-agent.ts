// MusicBrainz refuses or blocks requests without a User-Agent naming the application, its version
// and a way to reach whoever runs it ("Application/version ( contact )"); VocaDB asks for a custom
// one too. The contact is the maintainer's, so it comes from the environment:
//
//   READINGS_LOOKUP_CONTACT=you@example.org npm run readings:suggest
//
// (an e-mail address or a URL, such as the content repository's).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const contactVariable = 'READINGS_LOOKUP_CONTACT'

export interface Application {
  name: string
  version: string
  contact: string
}

/** This project as package.json names it, with the contact the environment gives ('' if none). */
export function thisApplication(
  env: Record<string, string | undefined> = process.env,
): Application {
  const packageFile = join(import.meta.dirname, '..', '..', 'package.json')
  const { name, version } = JSON.parse(readFileSync(packageFile, 'utf8')) as {
    name: string
    version: string
  }
  return { name, version, contact: env[contactVariable]?.trim() ?? '' }
}

/** `singer-fan-site/0.1.0 ( you@example.org )`, the form MusicBrainz's rate-limiting page gives. */
export const userAgent = ({ name, version, contact }: Application): string =>
  `${name}/${version}${contact ? ` ( ${contact} )` : ''}`
