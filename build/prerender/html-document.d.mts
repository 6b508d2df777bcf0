export function insertFirstScript(html: string, script: string): string
