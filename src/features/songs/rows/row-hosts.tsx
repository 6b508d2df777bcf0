import type { ReactNode } from 'react'

import { Announcer } from '#src/features/songs/announcer.tsx'
import { ReportHost } from '#src/features/songs/report/report-host.tsx'
import { RequestHost } from '#src/features/songs/request-host.tsx'
import { RowMenuHost } from '#src/features/songs/row-menu/row-menu-host.tsx'

/** What the rows' buttons need around them, on the song list and on a song's or a stream's page. */
export function RowHosts({ children }: { children: ReactNode }) {
  return (
    <Announcer>
      {/* Around the menu's host, whose menu offers the request too. */}
      <RequestHost>
        <ReportHost>
          <RowMenuHost>{children}</RowMenuHost>
        </ReportHost>
      </RequestHost>
    </Announcer>
  )
}
