import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '../../i18n/catalog'
import { siteName } from './site-name'

/** A route `head` option whose title is the page title and site name in the active locale. */
export function pageHead(title: MessageDescriptor) {
  return () => ({
    meta: [{ title: `${i18n._(title)} | ${i18n._(siteName)}` }],
  })
}
