import { existsSync } from 'node:fs'
import { join } from 'node:path'

import type { LocalizedText, WebAppSettings } from '#src/shared/content/types.ts'

/** The mark drawn as the app's icon when the content names none: the favicon every page links. */
export const defaultAppIcon = '/favicon.svg'
export const defaultIconBackground = '#ffffff'

const hexColour = /^#[0-9a-f]{6}$/i

/** What is wrong with the `app` settings of a content folder, one `[field, problem]` each. */
export function checkAppSettings(dir: string, app: WebAppSettings): [string, string][] {
  const problems: [string, string][] = []
  if (app.icon !== undefined) {
    if (!app.icon.endsWith('.svg')) problems.push(['app.icon', `${app.icon} is not an SVG file`])
    else if (!existsSync(join(dir, 'public', app.icon)))
      problems.push(['app.icon', `${app.icon} is not a file in ${join(dir, 'public')}`])
  }
  if (app.iconBackground !== undefined && !hexColour.test(app.iconBackground))
    problems.push([
      'app.iconBackground',
      `${JSON.stringify(app.iconBackground)} is not a colour written #rrggbb`,
    ])
  return problems
}

/** The settings with their defaults filled in. */
export function appSettings(
  app: WebAppSettings | undefined,
  siteName: LocalizedText,
): Required<WebAppSettings> {
  return {
    shortName: app?.shortName ?? siteName,
    icon: app?.icon ?? defaultAppIcon,
    iconBackground: app?.iconBackground ?? defaultIconBackground,
  }
}
