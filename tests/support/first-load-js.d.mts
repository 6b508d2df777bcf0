import type { Browser } from '@playwright/test'

export declare function firstLoadJs(
  browser: Browser,
  url: string,
): Promise<{ total: number; files: Record<string, number> }>
