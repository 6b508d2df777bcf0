import {
  HONEYPOT_FIELD,
  siteFormFields,
  siteForms,
} from '#src/shared/fan-issues/send/site-forms.ts'

/**
 * `/__forms.html`: the forms the page sends from JavaScript, written as plain HTML so that Netlify
 * detects them at deploy (it reads the built HTML, not what scripts render). No visitor is sent
 * here, and search engines are asked to leave it out.
 */
export function netlifyFormsPage(): string {
  const forms = siteForms.map((name) => {
    // Netlify's list of submissions shows the first text input as the title and the first
    // textarea as the body, so the title comes first and the honeypot last.
    const fields = siteFormFields.map((field) =>
      field === 'title' ? `<input name="${field}">` : `<textarea name="${field}"></textarea>`,
    )
    return [
      `<form name="${name}" method="post" data-netlify="true" netlify-honeypot="${HONEYPOT_FIELD}">`,
      `<input type="hidden" name="form-name" value="${name}">`,
      ...fields,
      `<input name="${HONEYPOT_FIELD}">`,
      '</form>',
    ].join('\n')
  })
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Forms</title></head>',
    '<body>',
    ...forms,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
