// What the phone tests ask of every control on a page: a thumb's size and the site's own look.
import type { Locator } from '@playwright/test'

/** Controls smaller than 44 x 44 CSS px (a thumb's size), each with its markup and size. */
export async function smallControls(scope: Locator): Promise<string[]> {
  return scope.locator('a, button, input, select, summary').evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  )
}

/**
 * Buttons that look as the browser draws a bare one: the same background, border and corners as
 * an unstyled button added beside them.
 */
export async function plainButtons(scope: Locator): Promise<string[]> {
  return scope.locator('button').evaluateAll((buttons) => {
    const look = (el: Element) => {
      const style = getComputedStyle(el)
      return [style.backgroundColor, style.borderStyle, style.borderRadius].join(' ')
    }
    const bare = document.createElement('button')
    document.body.append(bare)
    const plain = look(bare)
    bare.remove()
    return buttons
      .filter((el) => el.getClientRects().length > 0 && look(el) === plain)
      .map((el) => el.outerHTML.slice(0, 80))
  })
}
