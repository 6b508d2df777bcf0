/**
 * `owner/name` as GitHub allows them: an owner of letters, digits and single inner hyphens (39 at
 * most), a name of letters, digits, `.`, `_` and `-` (100 at most) other than `.` and `..`.
 */
export const githubRepository =
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/

/**
 * The longest new-issue link the site hands out. GitHub's servers and common proxies refuse
 * URLs somewhere above 8 KB; a longer text is copied for the fan to paste instead.
 */
export const MAX_ISSUE_URL_LENGTH = 8000

/** A query value; a lone surrogate (half of an emoji cut in two) would make encodeURIComponent throw. */
export const encodeQueryValue = (text: string) =>
  encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'))

/** GitHub's form for a new issue in `repository`, filled with the title and, if given, the body. */
export function newIssueUrl(repository: string, title: string, body?: string): string {
  const query = `title=${encodeQueryValue(title)}${body === undefined ? '' : `&body=${encodeQueryValue(body)}`}`
  return `https://github.com/${repository}/issues/new?${query}`
}

/**
 * How a fan sends a text: a link that opens the filled-in issue form, or a copy, either because no
 * repository is set or because the link would be too long (then `titleUrl` opens the form with
 * the title alone, for the fan to paste the body).
 */
export type IssueRoute =
  | { kind: 'link'; url: string }
  | { kind: 'copy'; reason: 'no-repository' }
  | { kind: 'copy'; reason: 'too-long'; titleUrl: string }

export function issueRoute(
  repository: string | undefined,
  title: string,
  body: string,
): IssueRoute {
  if (!repository) return { kind: 'copy', reason: 'no-repository' }
  const url = newIssueUrl(repository, title, body)
  if (url.length <= MAX_ISSUE_URL_LENGTH) return { kind: 'link', url }
  return { kind: 'copy', reason: 'too-long', titleUrl: newIssueUrl(repository, title) }
}
