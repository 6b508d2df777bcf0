import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

import { inWorkers } from './worker-pool.ts'

// Each worker answers a batch of numbers with their doubles, its thread id, and fails on demand.
const doubler = `
const { parentPort, threadId } = require('node:worker_threads')
parentPort.on('message', (batch) => {
  if (batch.includes(-1)) return parentPort.postMessage({ error: 'cannot double -1' })
  if (batch.includes(-2)) throw new Error('the worker broke')
  if (batch.includes(-3)) process.exit(3)
  parentPort.postMessage({ doubled: batch.map((n) => n * 2), threadId })
})
`
const start = () => new Worker(doubler, { eval: true })
type Answer = { doubled: number[]; threadId: number }

describe('inWorkers', () => {
  it('hands every item to a worker once, in batches, and spreads them over the workers', async () => {
    const items = Array.from({ length: 100 }, (_, i) => i)
    const answers: Answer[] = []
    await inWorkers(start, 2, items, 7, (answer: Answer) => answers.push(answer))
    expect(answers.flatMap((a) => a.doubled).sort((a, b) => a - b)).toEqual(items.map((n) => n * 2))
    expect(Math.max(...answers.map((a) => a.doubled.length))).toBe(7)
    expect(new Set(answers.map((a) => a.threadId)).size).toBe(2)
  })

  it('starts no more workers than there are items, and none for no items', async () => {
    let started = 0
    const counted = () => {
      started += 1
      return start()
    }
    await inWorkers(counted, 4, [1], 10, () => {})
    expect(started).toBe(1)
    await inWorkers(counted, 4, [], 10, () => {})
    expect(started).toBe(1)
  })

  it('rejects with the message of an answer that reports an error', async () => {
    await expect(inWorkers(start, 2, [1, 2, -1, 4], 1, () => {})).rejects.toThrow(
      'cannot double -1',
    )
  })

  it("rejects on a worker's uncaught error and on a worker that exits early", async () => {
    await expect(inWorkers(start, 1, [-2], 1, () => {})).rejects.toThrow('the worker broke')
    await expect(inWorkers(start, 1, [-3], 1, () => {})).rejects.toThrow('exited with code 3')
  })

  it('terminates its workers when it is done', async () => {
    const workers: Worker[] = []
    const exits: Promise<number>[] = []
    const tracked = () => {
      const worker = start()
      workers.push(worker)
      exits.push(new Promise((resolve) => worker.once('exit', resolve)))
      return worker
    }
    await inWorkers(tracked, 2, [1, 2, 3], 1, () => {})
    await expect(Promise.all(exits)).resolves.toHaveLength(2)
  })
})
