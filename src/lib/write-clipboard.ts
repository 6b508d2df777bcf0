/**
 * Writes the text to the clipboard; resolves to whether it was written. The browser refuses in an
 * in-app browser or on a denied permission, and without a clipboard at all (an insecure context)
 * the call itself throws: each is a refusal the caller answers with the text to copy by hand.
 * For what loads on use (the menu, the copies): on a first load this module would be a chunk of
 * its own, heavier than the three lines the share button and the my-list page write themselves.
 */
export function writeClipboard(text: string): Promise<boolean> {
  return Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(
      () => true,
      () => false,
    )
}
