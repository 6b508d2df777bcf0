import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts from a page that has asked nothing: the module keeps its answer per page.
async function freshModule() {
  vi.resetModules()
  return import('./storage-persistence.ts')
}

function browserStorage({ persisted = false, grants = false, fails = false } = {}) {
  const answer = (value: boolean) =>
    vi.fn(() => (fails ? Promise.reject(new Error('denied')) : Promise.resolve(value)))
  const storage = { persisted: answer(persisted), persist: answer(grants) }
  vi.stubGlobal('navigator', { storage })
  return storage
}

describe('asking to keep the storage', () => {
  beforeEach(() => vi.unstubAllGlobals())
  afterEach(() => vi.unstubAllGlobals())

  it('is kept when the browser grants it, and asked once however often the visitor saves', async () => {
    const storage = browserStorage({ grants: true })
    const { askToKeepStorage } = await freshModule()
    expect(await askToKeepStorage()).toBe('kept')
    expect(await askToKeepStorage()).toBe('kept')
    expect(storage.persist).toHaveBeenCalledTimes(1)
  })

  it('may be cleared when the browser refuses', async () => {
    browserStorage({ grants: false })
    const { askToKeepStorage } = await freshModule()
    expect(await askToKeepStorage()).toBe('may-clear')
  })

  it('does not ask again when the storage is kept already', async () => {
    const storage = browserStorage({ persisted: true })
    const { askToKeepStorage } = await freshModule()
    expect(await askToKeepStorage()).toBe('kept')
    expect(storage.persist).not.toHaveBeenCalled()
  })

  it('is unknown where the API is missing or fails, and nothing throws', async () => {
    vi.stubGlobal('navigator', {})
    expect(await (await freshModule()).askToKeepStorage()).toBe('unknown')
    browserStorage({ fails: true })
    expect(await (await freshModule()).askToKeepStorage()).toBe('unknown')
  })

  it('is read without asking when マイリスト opens', async () => {
    const storage = browserStorage({ persisted: false })
    const { checkStorageKept } = await freshModule()
    expect(await checkStorageKept()).toBe('may-clear')
    expect(storage.persist).not.toHaveBeenCalled()
  })
})

describe('saving a list', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks to keep the storage once something is saved, not for an emptied list', async () => {
    const storage = browserStorage({ grants: true })
    const values = new Map<string, string>()
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => values.get(k) ?? null,
        setItem: values.set.bind(values),
      },
      addEventListener: () => {},
    })
    vi.resetModules()
    const { createStoredList } = await import('./stored-list.ts')
    const list = createStoredList({
      key: 'test-list',
      version: 1,
      parseItem: (value) => (typeof value === 'string' ? value : null),
      keyOf: (item: string) => item,
      limit: 10,
    })
    list.write([])
    expect(storage.persisted).not.toHaveBeenCalled()
    list.write(['a song'])
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1))
  })
})
