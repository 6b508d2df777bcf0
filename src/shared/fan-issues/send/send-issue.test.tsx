// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { SiteContent } from '#src/shared/content/types.ts'

import { SendIssue } from './send-issue.tsx'

const ways = vi.hoisted(() => ({ site: {} as Record<string, unknown> }))
vi.mock('#src/shared/content/use-content.ts', () => ({
  useSiteContent: () =>
    ({
      site: ways.site,
      notices: { joinLink: { url: 'https://x.example/join', label: '窓口' } },
    }) as unknown as SiteContent,
}))

// The source messages, without the catalogs: what is tested is which ways are offered.
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })

function renderWays(site: Record<string, unknown>, body = '本文') {
  ways.site = site
  return render(
    <I18nProvider i18n={i18n}>
      <SendIssue form="report" title="時刻が違う: Lemon" body={body} />
    </I18nProvider>,
  )
}

/** The buttons and links of the send step, in the order shown. */
function offered(site: Record<string, unknown>) {
  const { container } = renderWays(site)
  return [...container.querySelectorAll('a, button')].map((way) =>
    way.tagName === 'A' ? `link ${way.getAttribute('href')?.split(/[:?]/)[0]}` : way.textContent,
  )
}

const github = { repository: 'fans/site' }
const email = { email: 'fans@example.org' }

describe('SendIssue', () => {
  it.each([
    [
      'all three ways, site form first, GitHub second, mail third',
      { netlifyForms: true, ...github, ...email },
      ['このサイトに送る', 'link https', '文面をコピー', 'link mailto'],
    ],
    [
      'the site form alone',
      { netlifyForms: true },
      ['このサイトに送る', '文面をコピー', 'link https'],
    ],
    ['GitHub alone', github, ['link https', '文面をコピー', 'link https']],
    ['mail alone', email, ['link mailto', '文面をコピー']],
    [
      'the site form and mail',
      { netlifyForms: true, ...email },
      ['このサイトに送る', 'link mailto', '文面をコピー'],
    ],
    ['no way: the copy and the contact', { netlifyForms: false }, ['文面をコピー', 'link https']],
  ])('offers %s', (_, site, expected) => {
    expect(offered(site)).toEqual(expected)
  })

  it('points fans without an account to the contact only when GitHub is the one way', () => {
    const { unmount } = renderWays(github)
    expect(screen.getByText(/アカウントがない場合は/)).toBeVisible()
    expect(screen.getByRole('link', { name: /窓口/ })).toBeVisible()
    unmount()
    renderWays({ ...github, ...email })
    expect(screen.queryByText(/アカウントがない場合は/)).toBeNull()
  })

  it('fills the mail with the issue title and text, and says where to write by hand', () => {
    renderWays(email)
    const href = screen.getByRole('link', { name: 'メールで送る' }).getAttribute('href') ?? ''
    const url = new URL(href)
    expect(url.pathname).toBe('fans@example.org')
    expect(url.searchParams.get('subject')).toBe('時刻が違う: Lemon')
    expect(url.searchParams.get('body')).toBe('本文')
    expect(screen.getByText(/fans@example\.org あてに送ってください/)).toBeVisible()
    expect(screen.queryByText(/メールには途中までしか入りません/)).toBeNull()
  })

  it('says a text too long for a mail is cut, and to paste the copy', () => {
    renderWays(email, '歌\n'.repeat(1000))
    const href = screen.getByRole('link', { name: 'メールで送る' }).getAttribute('href') ?? ''
    expect(href.length).toBeLessThanOrEqual(1800)
    expect(new URL(href).searchParams.get('body')).toMatch(/ここで切れています/)
    expect(screen.getByText(/メールには途中までしか入りません/)).toBeVisible()
  })
})
