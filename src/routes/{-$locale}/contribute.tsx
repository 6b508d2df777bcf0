import { createFileRoute } from '@tanstack/react-router'
import { contributeHead } from '../../features/contribute/contribute-head'
import { ContributePage } from '../../features/contribute/contribute-page'

export const Route = createFileRoute('/{-$locale}/contribute')({
  // The form's code loads when it is opened, not in the idle time of other pages.
  staticData: { idlePrefetch: false, catalog: 'contribute' },
  head: contributeHead,
  // The song list is only needed when the fan checks a setlist (for warnings that compare with
  // it), so the loader hands over how to load it rather than loading it.
  loader: () => ({
    loadSongList: () =>
      import('../../shared/song-data/song-list-data').then((data) => data.loadSongListData()),
  }),
  component: ContributePage,
})
