/**
 * The forms Netlify collects for this site (Netlify Forms): a report and a setlist, each sent as
 * the same title and text the GitHub issue would carry, so one reader (`report:apply`,
 * `setlist:add`) takes either. The build writes them into `/__forms.html`, where Netlify detects
 * them at deploy; the page sends them from JavaScript.
 */
export const siteForms = ['report', 'setlist'] as const
export type SiteForm = (typeof siteForms)[number]

/** The fields of every form, in order, as the built HTML declares them. */
export const siteFormFields = ['title', 'body'] as const

/** A field hidden from people; Netlify drops a submission that fills it in (a bot's). */
export const HONEYPOT_FIELD = 'bot-field'

/** The urlencoded body of a submission, as Netlify reads it: `form-name`, then the fields. */
export function submissionBody(
  form: SiteForm,
  text: Record<(typeof siteFormFields)[number], string>,
): string {
  return new URLSearchParams({
    'form-name': form,
    ...Object.fromEntries(siteFormFields.map((field) => [field, text[field]])),
    [HONEYPOT_FIELD]: '',
  }).toString()
}
