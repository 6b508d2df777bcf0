import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { mailtoLink } from './mailto-url.ts'

/**
 * The third way to send: a mailto link with the title as the subject and its text as the
 * body, cut to what mail programs open (then both the mail and this part say to paste the copy).
 * `children` joins the link's row (the copy button, when no way above has it).
 */
export function SendByMail({
  address,
  title,
  body,
  primary,
  children,
}: {
  address: string
  title: string
  body: string
  primary: boolean
  children?: ReactNode
}) {
  const { t } = useLingui()
  const { url, shortened } = mailtoLink(
    address,
    title,
    body,
    t`（文面が長いため、ここで切れています。サイトの「文面をコピー」で全文をコピーして、この本文と置き換えてください。）`,
  )
  return (
    <>
      <p>
        {t`メールソフトが、この内容を書き込んだ状態で開きます。確かめてから送信してください。`}{' '}
        {t`開かないときは、文面をコピーして ${address} あてに送ってください。`}
      </p>
      {shortened && (
        <p>{t`文面が長いため、メールには途中までしか入りません。「文面をコピー」で全文をコピーして、メールの本文に貼り付けてください。`}</p>
      )}
      <p className="send-issue__actions">
        <a className={`button button--${primary ? 'primary' : 'secondary'}`} href={url}>
          {t`メールで送る`}
        </a>
        {children}
      </p>
    </>
  )
}
