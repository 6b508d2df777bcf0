// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { YearChart } from './year-chart.tsx'

const years = [
  { year: 2022, count: 2 },
  { year: 2023, count: 0 },
  { year: 2024, count: 4 },
]

describe('YearChart', () => {
  afterEach(cleanup)

  it('is an image named by its label, with a bar, a count and a year per year', () => {
    render(<YearChart years={years} label="年ごとの歌唱数" />)
    const chart = screen.getByRole('img', { name: '年ごとの歌唱数' })
    expect(chart.querySelectorAll('rect')).toHaveLength(3)
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent)
    expect(texts).toEqual(['2', '2022年', '0', '2023年', '4', '2024年'])
  })

  it('draws bars as tall as their counts, on one baseline', () => {
    render(<YearChart years={years} label="chart" />)
    const bars = [...screen.getByRole('img').querySelectorAll('rect')].map((rect) => ({
      height: Number(rect.getAttribute('height')),
      bottom: Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')),
    }))
    expect(bars[0]!.height).toBeGreaterThan(0)
    expect(bars[2]!.height).toBe(bars[0]!.height * 2)
    expect(bars[1]!.height).toBe(0)
    expect(new Set(bars.map((b) => b.bottom)).size).toBe(1)
  })

  it('renders nothing without years', () => {
    const { container } = render(<YearChart years={[]} label="chart" />)
    expect(container.innerHTML).toBe('')
  })
})
