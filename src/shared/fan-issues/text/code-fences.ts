// A run of three or more backticks or tildes can open or close a Markdown code fence. Fan text in
// an issue gets look-alikes instead (ˋ U+02CB, 〜 U+301C): a person reads the same marks, and the
// issue's own block stays the only one a tool or GitHub finds.
const fenceRun = /`{3,}|~{3,}/g

/** The text with every run that could make a code fence replaced by look-alike characters. */
export function withoutCodeFences(text: string): string {
  return text.replace(fenceRun, (run) => (run[0] === '`' ? 'ˋ' : '〜').repeat(run.length))
}
