import type { ReactNode } from 'react'
import { Announcer } from '../announcer'
import { ReportHost } from '../report-host'
import { RowMenuHost } from '../row-menu-host'

/** What the rows' buttons need around them on a song's or a stream's page, as on the list. */
export function PageHosts({ children }: { children: ReactNode }) {
  return (
    <Announcer>
      <ReportHost>
        <RowMenuHost>{children}</RowMenuHost>
      </ReportHost>
    </Announcer>
  )
}
