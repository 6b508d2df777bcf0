import { describe, expect, it } from 'vitest'
import { expectConsole } from '../../tests/console'
import { activateLocale, i18n } from './catalog'

describe('activateLocale', () => {
  it('loads the real catalog of the locale', async () => {
    await activateLocale('zh')
    expect(i18n.locale).toBe('zh-Hant')
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0)
  })

  it('logs "Failed locale loading" and falls back to source text when the import fails', async () => {
    await activateLocale('ja')
    const error = expectConsole('error')
    expectConsole('warn')
    await activateLocale('zh', () => Promise.reject(new Error('chunk gone')))
    expect(error).toHaveBeenCalledWith('Failed locale loading', expect.any(Error))
    expect(i18n.locale).toBe('zh-Hant')
    expect(i18n._({ id: 'x', message: 'ホーム' })).toBe('ホーム')
  })

  it('warns about a message missing from the catalog in development', async () => {
    await activateLocale('ja')
    await activateLocale('zh', () => Promise.resolve({ messages: {} }))
    const warn = expectConsole('warn')
    i18n._({ id: 'not-in-catalog', message: '未翻訳' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not-in-catalog'))
  })
})
