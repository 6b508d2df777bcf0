import type { ReactNode } from 'react'

import { Announcer } from '#src/features/songs/announcer.tsx'
import { ReportHost } from '#src/features/songs/report/report-host.tsx'
import { RowMenuHost } from '#src/features/songs/row-menu/row-menu-host.tsx'

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
