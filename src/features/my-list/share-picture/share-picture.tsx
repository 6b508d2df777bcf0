import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import { useStatus } from '#src/features/my-list/status-region.tsx'
import { useLoadedSiteContent } from '#src/shared/content/use-content.ts'
import { localIsoDate } from '#src/shared/ui/download-file.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'

import type { Picture } from './picture-preview.tsx'
import { type PictureSong, pictureSongLimit } from './picture-songs.ts'

// Loaded as soon as a list can be pictured, so the picture is then made with no request at all.
const previewCode = onDemand(() => import('./picture-preview.tsx'))

/**
 * 画像で共有: a picture of a list's first nine songs, drawn in the browser, shown, then shared
 * through the device's share sheet or saved as a file.
 */
export function SharePicture({
  heading,
  songs,
}: {
  heading: string
  songs: readonly PictureSong[]
}) {
  const { t } = useLingui()
  const content = useLoadedSiteContent()
  const { say } = useStatus()
  const [picture, setPicture] = useState<Picture | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    previewCode.load().catch(() => {})
  }, [])
  const shown = songs.slice(0, pictureSongLimit)
  const list = shown.map(({ title, artist }, i) => `${i + 1}. ${title} / ${artist}`).join('、')
  const make = () => {
    const text = {
      heading,
      siteName: content?.site.name ?? '',
      address: window.location.host,
      songs: shown,
    }
    const fileName = `${heading}-${localIsoDate(new Date())}.png`.replace(/[\\/:*?"<>|]/g, '_')
    previewCode
      .load()
      .then(({ makePicture }) => makePicture(text, fileName, t`「${heading}」の画像：${list}`))
      .then(setPicture, () => say(t`画像を作れませんでした`))
  }
  const Preview = previewCode.loaded()?.PicturePreview
  return (
    <>
      <button ref={opener} type="button" aria-label={t`「${heading}」を画像で共有`} onClick={make}>
        {t`画像で共有`}
      </button>
      {picture && Preview && (
        <Preview
          picture={picture}
          heading={heading}
          onClose={() => {
            setPicture(null)
            opener.current?.focus()
          }}
        />
      )}
    </>
  )
}
