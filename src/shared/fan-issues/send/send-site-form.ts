import { request } from '#src/lib/http.ts'

import { type SiteForm, submissionBody } from './site-forms.ts'

/** Past this, the send waits no longer: the visitor is told, and the text stays. */
export const SEND_TIMEOUT_MS = 15_000

export type SendOutcome = 'sent' | 'offline' | 'rejected' | 'timeout'

/** Sends one submission to the site; never throws, and never sends twice on its own. */
export async function sendSiteForm(
  form: SiteForm,
  text: { title: string; body: string },
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  try {
    const response = await request('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: submissionBody(form, text),
      timeoutMs,
    })
    return response.ok ? 'sent' : 'rejected'
  } catch (error) {
    // By name: the DOMException of another realm (a test's DOM) is not this one's.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return 'timeout'
    return 'offline'
  }
}
