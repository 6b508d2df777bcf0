/**
 * Hand-written milestones, oldest first, keyed by their date (`YYYY-MM-DD`). The singing streams
 * are not listed here: the About page derives them from the stream files.
 */
export const milestones = [
  {
    date: '2024-12-08',
    text: {
      ja: 'SNSにはじめての投稿。「ペンギンが好きな歌い手です」と自己紹介',
      zh: '在社群平台首次發文，自我介紹「我是喜歡企鵝的歌手」',
    },
  },
  {
    date: '2025-01-18',
    text: {
      ja: '初配信。自己紹介とペンギンの話で1時間',
      zh: '首次直播。自我介紹加上聊企鵝，聊了一個小時',
    },
  },
]
