import type { Page } from '@playwright/test'

export declare function hydrated(page: Page, timeout?: number): Promise<unknown>
