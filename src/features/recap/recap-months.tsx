import { useLingui } from '@lingui/react/macro'

import { formatInteger, formatMonth } from '#src/i18n/calendar-format.ts'

/** The year's months as a table: streams and songs sung in each. */
export function RecapMonths({
  streams,
  sung,
}: {
  streams: readonly number[]
  sung: readonly number[]
}) {
  const { t } = useLingui()
  return (
    <section className="recap__section" aria-labelledby="recap-months">
      <h2 id="recap-months">{t`月ごとの歌枠`}</h2>
      <table className="recap__months">
        <thead>
          <tr>
            <th scope="col">{t`月`}</th>
            <th scope="col">{t`歌枠`}</th>
            <th scope="col">{t`歌った曲`}</th>
          </tr>
        </thead>
        <tbody>
          {sung.map((count, month) => (
            <tr key={month}>
              <th scope="row">{formatMonth(month + 1)}</th>
              <td>{formatInteger(streams[month] ?? 0)}</td>
              <td>{formatInteger(count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
