import { useLingui } from '@lingui/react/macro'

import { useContent, useSiteContent } from '#src/shared/content/use-content.ts'

/** Outfits, character design, key visual and effects, with credits and the permission notice. */
export function DesignSection() {
  const { t } = useLingui()
  const { notices } = useSiteContent()
  const { artworks, people } = useContent('about')
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? id
  return (
    <section className="section" aria-labelledby="design-title">
      <h2 id="design-title">{t`デザイン`}</h2>
      <p className="section__lead">{notices.images}</p>
      <ul className="gallery">
        {artworks.map((art) => (
          <li key={art.id}>
            <figure className="artwork card">
              {/* Below the fold: each SVG image builds a document of its own on the main
                  thread, so the gallery loads as the reader nears it, not while the page starts. */}
              <img
                src={art.src}
                width={art.width}
                height={art.height}
                loading="lazy"
                alt={art.alt}
              />
              <figcaption>
                <span className="artwork__title">{art.title}</span>
                <span className="artwork__credit">
                  {t`クレジット`}{' '}
                  <span translate="no" lang="ja">
                    {art.credits.map(nameOf).join(' / ')}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3>{t`関わった人たち`}</h3>
      <ul className="people">
        {people.map((person) => (
          <li key={person.id} className="person">
            <span className="person__name" translate="no" lang="ja">
              {person.name}
            </span>
            <span className="person__role">{person.role}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
