import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'

import { useSiteContent } from '#src/shared/content/use-content.ts'
import { withoutUnsafeCharacters } from '#src/shared/fan-issues/text/unsafe-characters.ts'
import { ExternalLink } from '#src/shared/ui/external-link.tsx'

import { issueRoute } from './issue-url.ts'
import { SendByMail } from './send-by-mail.tsx'
import { SendToSite } from './send-to-site.tsx'
import type { SiteForm } from './site-forms.ts'

import './contribute-form.css'

type Copy = 'idle' | 'copied' | 'refused'

/**
 * The last step of a report or a setlist: each way the content offers, in this order: a button
 * that sends the text to the site (Netlify Forms), a link that opens GitHub's issue form filled in
 * (or, when the link would be too long, a copy and the form with the title alone), a mailto link.
 * Without GitHub and mail, a button that copies the text, with where to send it. Nothing leaves
 * the page but by the fan's own click.
 */
export function SendIssue({ form, ...text }: { form: SiteForm; title: string; body: string }) {
  const { t } = useLingui()
  // The link, the copy and what is shown carry no character that hides or reorders text.
  const title = withoutUnsafeCharacters(text.title)
  const body = withoutUnsafeCharacters(text.body)
  const { notices, site } = useSiteContent()
  const [copy, setCopy] = useState<Copy>('idle')
  const route = issueRoute(site.repository, title, body)
  // With the title already in the link that opens the form, only the body is pasted.
  const copied = route.kind === 'copy' && route.reason === 'too-long' ? body : `${title}\n\n${body}`
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(copied)
      setCopy('copied')
    } catch {
      // Refused, or no clipboard outside a secure page: the text is shown selected instead.
      setCopy('refused')
    }
  }
  // Stable, so the text is selected when the field appears, not again on every render.
  const selectAll = useCallback((field: HTMLTextAreaElement | null) => {
    field?.focus()
    field?.select()
  }, [])
  const copyButton = (look: 'primary' | 'secondary') => (
    <button type="button" className={`button button--${look}`} onClick={() => void copyText()}>
      {t`文面をコピー`}
    </button>
  )
  const contact = <ExternalLink href={notices.joinLink.url}>{notices.joinLink.label}</ExternalLink>
  const toSite = site.netlifyForms === true
  const github = route.kind === 'link' || route.reason === 'too-long'
  return (
    <div className="send-issue">
      {toSite && <SendToSite form={form} title={title} body={body} />}
      {route.kind === 'link' && (
        <>
          <p>
            {t`GitHub の Issue 作成画面が、この内容を書き込んだ状態で開きます。確かめてから作成ボタンを押してください（GitHub のアカウントが必要です）。`}
          </p>
          <p className="send-issue__actions">
            <a
              className={`button button--${toSite ? 'secondary' : 'primary'}`}
              href={route.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t`GitHub で Issue を作る`}
              <span className="visually-hidden">{t`（新しいタブで開きます）`}</span>
            </a>
            {copyButton('secondary')}
          </p>
        </>
      )}
      {route.kind === 'copy' && route.reason === 'too-long' && (
        <>
          <p>
            {t`文面が長いため、リンクでは GitHub に渡せません。文面をコピーしてから Issue 作成画面を開き、本文の欄に貼り付けてください。`}
          </p>
          <p className="send-issue__actions">
            {copyButton('primary')}
            <ExternalLink href={route.titleUrl}>{t`GitHub の Issue 作成画面を開く`}</ExternalLink>
          </p>
        </>
      )}
      {github && !toSite && !site.email && (
        <p>
          {t`アカウントがない場合は、文面をコピーしてサイトの窓口から送ってください:`} {contact}
        </p>
      )}
      {site.email && (
        <SendByMail address={site.email} title={title} body={body} primary={!toSite && !github}>
          {!github && copyButton('secondary')}
        </SendByMail>
      )}
      {!github && !site.email && (
        <>
          <p>{t`文面をコピーして、サイトの窓口から送ってください。`}</p>
          <p className="send-issue__actions">
            {copyButton('primary')}
            {contact}
          </p>
        </>
      )}
      <p role="status" className="send-issue__status">
        {copy === 'copied'
          ? t`コピーしました。`
          : copy === 'refused'
            ? t`コピーできませんでした。下の欄の文面を選んでコピーしてください。`
            : ''}
      </p>
      {copy === 'refused' ? (
        <textarea
          className="send-issue__text"
          aria-label={t`送る文面`}
          readOnly
          value={copied}
          rows={8}
          ref={selectAll}
        />
      ) : (
        <details>
          <summary>{t`送る文面を見る`}</summary>
          <pre className="send-issue__text" translate="no">
            {copied}
          </pre>
        </details>
      )}
    </div>
  )
}
