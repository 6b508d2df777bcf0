import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import { useStatus } from '#src/features/my-list/status-region.tsx'

import { drawPicture, type PictureText } from './draw-picture.ts'
import { shareFile } from './share-file.ts'

export interface Picture {
  file: File
  url: string
  alt: string
  /** The browser has a share sheet that takes the file; else it is saved. */
  shareable: boolean
}

/** Draws the picture and makes it a PNG file named for the list and the day. */
export async function makePicture(
  text: PictureText,
  fileName: string,
  alt: string,
): Promise<Picture> {
  const blob = await drawPicture(text)
  const file = new File([blob], fileName, { type: 'image/png' })
  const shareable = navigator.canShare?.({ files: [file] }) ?? false
  return { file, url: URL.createObjectURL(file), alt, shareable }
}

/** The picture as it will be shared, focused, with its share (or save) and close buttons. */
export function PicturePreview({
  picture,
  heading,
  onClose,
}: {
  picture: Picture
  heading: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const { say } = useStatus()
  const figure = useRef<HTMLElement>(null)
  useEffect(() => {
    figure.current?.focus()
    return () => URL.revokeObjectURL(picture.url)
  }, [picture])
  const share = () => {
    shareFile(picture.file, heading).then(
      (outcome) => {
        if (outcome === 'saved') say(t`画像を保存しました`)
        if (outcome === 'shared') say(t`画像を共有しました`)
      },
      () => say(t`画像を共有できませんでした`),
    )
  }
  return (
    <figure className="mylist-picture" ref={figure} tabIndex={-1}>
      <img src={picture.url} alt={picture.alt} width="600" height="600" />
      <figcaption>
        <span>{t`「${heading}」の画像ができました。`}</span>
        <span className="mylist-item__actions">
          <button type="button" className="mylist-primary" onClick={share}>
            {picture.shareable ? t`共有する` : t`画像を保存`}
          </button>
          <button type="button" onClick={onClose}>
            {t`閉じる`}
          </button>
        </span>
      </figcaption>
    </figure>
  )
}
