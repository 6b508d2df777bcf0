// The options setlist:add, data:import and archive:fetch share for their lookups.
import type { AddedLookupOptions, AddedLookups } from './added-lookups.ts'
import type { LookupDependencies } from './run-lookups.ts'
import { contactVariable } from './user-agent.ts'

export const lookupOptions = {
  'no-lookup': { type: 'boolean', default: false },
  'apply-readings': { type: 'boolean', default: false },
} as const

export const lookupUsage = `New Japanese titles and artists with no written reading are looked up in VocaDB and
MusicBrainz (one request a second each; answers kept in <content>/reading-lookups.json; MusicBrainz
only with ${contactVariable} set): --no-lookup asks neither, --apply-readings writes the
readings and aliases both agree on, and the build's readings one confirms, into songs.json.`

interface LookupValues {
  'no-lookup'?: boolean
  'apply-readings'?: boolean
  'dry-run'?: boolean
  verbose?: boolean
}

/** The lookups the options ask for; a dry run writes nothing, so it applies nothing either. */
export const lookupChoices = (
  values: LookupValues,
  dependencies: LookupDependencies,
): AddedLookupOptions => ({
  lookup: !values['no-lookup'],
  apply: Boolean(values['apply-readings']) && !values['dry-run'],
  verbose: Boolean(values.verbose),
  dependencies,
})

/** The lookups' Markdown section as a file's text: empty when nothing was asked. */
export const readingsSummary = ({ markdown }: AddedLookups): string =>
  markdown.length > 0 ? `${markdown.join('\n')}\n` : ''
