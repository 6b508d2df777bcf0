export function prePaintScript(): Promise<string>
