// `npm run bench:charts [-- <performances>]`: the median time to work out the song list's
// statistics charts (stream days, month totals, both layouts) on a generated data set (10,000
// performances unless given, shaped as `bench:data` writes it), and how much they draw. The page
// does this once per data load. Not a test: it prints figures to compare between changes.
import { songCharts } from '#src/features/songs/charts/song-charts.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

import { generateArchive } from './generate-streams.ts'
import { measure } from './timing.ts'

export function main(args: string[]): number {
  const count = Number(args[0] ?? 10_000)
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run bench:charts [-- <performances>]')
    return 2
  }
  const model = buildSongModel(generateArchive(count))
  const ms = measure(() => songCharts(model))
  const { activity, months, calendar } = songCharts(model)
  const cells = calendar.years
    .flatMap((y) => y.halves.flatMap((h) => h.levels))
    .reduce((n, path) => n + (path.match(/M/g)?.length ?? 0), 0)
  console.log(
    `data: ${model.streams.length} streams, ${model.performanceCount} performances, Node ${process.version}`,
  )
  console.log(`songCharts, once per data load: ${ms.toFixed(2)} ms median`)
  console.log(
    `month chart: ${months.months} months in one path of ${months.bars.length} characters, ${months.monthLabels.length + months.yearLabels.length} labels, ${months.axis.ticks.length} ticks`,
  )
  console.log(
    `calendar: ${calendar.years.length} years, ${activity.days.length} stream days drawn as ${cells} cells in ${calendar.years.length * 2} SVGs`,
  )
  return 0
}

runWhenCalled(import.meta.url, main)
