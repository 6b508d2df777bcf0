import type { Worker } from 'node:worker_threads'

/**
 * Sends `items` in batches to `count` workers made by `start`, each worker taking the next batch
 * as soon as it answers the last, so a worker that drew slow pages does not hold the others back.
 * An answer `{ error }` (its text in the rejection), a worker's uncaught error or an early exit
 * rejects; the workers are terminated either way.
 */
export async function inWorkers<T, A extends object>(
  start: () => Worker,
  count: number,
  items: readonly T[],
  batchSize: number,
  onAnswer: (answer: A) => void,
): Promise<void> {
  if (items.length === 0) return
  const workers = Array.from({ length: Math.max(1, Math.min(count, items.length)) }, start)
  let next = 0
  let pending = 0
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next >= items.length) {
          if (pending === 0) resolve()
          return
        }
        pending += 1
        worker.postMessage(items.slice(next, next + batchSize))
        next += batchSize
      }
      for (const worker of workers) {
        worker.on('message', (answer: A | { error: string }) => {
          pending -= 1
          if ('error' in answer) return reject(new Error(`a worker failed: ${answer.error}`))
          onAnswer(answer)
          feed(worker)
        })
        worker.on('error', reject)
        worker.on('exit', (code) => reject(new Error(`a worker exited with code ${code}`)))
        feed(worker)
      }
    })
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}
