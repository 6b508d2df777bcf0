import { useLingui } from '@lingui/react/macro'
import { useContext, useState } from 'react'

import { type SendOutcome, sendSiteForm } from './send-site-form.ts'
import { DraftSent } from './session-draft.ts'
import type { SiteForm } from './site-forms.ts'

type State = 'idle' | 'sending' | SendOutcome

/**
 * The first way to send, for fans without a GitHub account: the same text, posted to the site's
 * own form (Netlify Forms). A failure says what happened and keeps everything as it was, so the
 * button, or another way below, can be tried again. Once sent, the form's stored draft is
 * forgotten (`DraftSent`).
 */
export function SendToSite({ form, title, body }: { form: SiteForm; title: string; body: string }) {
  const { t } = useLingui()
  const [state, setState] = useState<State>('idle')
  const sent = useContext(DraftSent)
  const send = async () => {
    setState('sending')
    const outcome = await sendSiteForm(form, { title, body })
    setState(outcome)
    if (outcome === 'sent') sent()
  }
  const said: Record<State, string> = {
    idle: '',
    sending: t`送っています…`,
    sent: t`送りました。ありがとうございます。内容を確かめてから歌リストに反映します。`,
    offline: t`送れませんでした。通信を確かめて、もう一度押してください。書いた内容はこのまま残っています。`,
    rejected: t`サイトが受け付けませんでした。時間をおいてもう一度押すか、下のほかの方法で送ってください。`,
    timeout: t`サイトから返事がありませんでした。届いていないかもしれません。時間をおいてもう一度押してください。`,
  }
  return (
    <>
      <p>{t`GitHub のアカウントがなくても、このサイトに直接送れます。`}</p>
      <p className="send-issue__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'sending' || state === 'sent'}
          onClick={() => void send()}
        >
          {t`このサイトに送る`}
        </button>
      </p>
      <p role="status" className="send-issue__status">
        {said[state]}
      </p>
    </>
  )
}
