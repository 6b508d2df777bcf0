/**
 * The site itself: its name, where it is deployed, its share image and the description of each
 * page (search engines and link previews show them). Every text is written in each language.
 */
export const site = {
  name: { ja: '白鳥ぺぺ ファンサイト', zh: '白鳥佩佩 粉絲網站' },
  /** Shown beside the name in every page's header (drawn square; a file in `public/`). */
  logo: '/images/logo.svg',
  /** The deployed address (canonical links, sitemap, share cards); VITE_SITE_ORIGIN overrides it. */
  origin: 'https://pepe-fan-site.netlify.app',
  // How fans send reports and setlists: the site offers each way set below, in this order (the
  // site's form, a GitHub issue, an e-mail); with none, it copies the text for fans to send through
  // the notices' join link. For e-mail, add `email: 'fans@example.org'` after `repository`: a link
  // then opens the fan's mail program with the text.
  /**
   * To the site itself, no account needed (Netlify Forms: each submission waits in the site's
   * Netlify dashboard). Set it to false on a host without them.
   */
  netlifyForms: true,
  /** As an issue in this GitHub repository (`owner/name`) of the content. */
  repository: 'example/pepe-fan-site',
  /**
   * What a viewer types in the chat to ask for a song during a request stream, in each language:
   * {title}, {artist} and {alias} (the song's other name in that language, else its title) stand
   * for the song's. Remove it and the site offers no request copy. Add `requestListSort: 'oldest'`
   * and the home page's link to every song opens on the songs not sung for the longest first.
   */
  requestFormat: { ja: '{title} / {artist}', zh: '點歌 {title} / {artist}' },
  /**
   * Lines above a stream's setlist when fans copy it as a comment to post under the video, in each
   * language; leave it out for the setlist alone. No line may start with a time or hold a link.
   */
  setlistGreeting: [{ ja: '🐧 今日のセットリスト 🐧', zh: '🐧 今天的歌單 🐧' }],
  /** Drawn from `og-image.svg` by `npx tsx tools/og-image.ts`; the PNG lives in `public/`. */
  shareImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: {
      ja: 'マイクを持つペンギンのイラストと「白鳥ぺぺ ファンサイト」の文字',
      zh: '拿著麥克風的企鵝插圖，以及「白鳥佩佩 粉絲網站」字樣',
    },
  },
  descriptions: {
    home: {
      ja: '歌うペンギン好きのシンガーソングライター、白鳥ぺぺの非公式ファンサイト。プロフィールと歌枠で歌われた曲のリストを紹介しています。',
      zh: '熱愛企鵝、會唱歌的創作歌手白鳥佩佩的非官方粉絲網站。介紹她的個人資料，以及歌回中唱過的歌曲清單。',
    },
    about: {
      ja: '白鳥ぺぺのプロフィール、好きなもの、活動の歩みと衣装・ビジュアルのデザインを紹介します。',
      zh: '介紹白鳥佩佩的個人資料、喜歡的東西、活動歷程，以及服裝與視覺設計。',
    },
    songlist: {
      ja: '白鳥ぺぺの歌枠で歌われた曲の一覧。曲名やアーティストで探して、配信のその場面から聴けます。',
      zh: '白鳥佩佩歌回中唱過的歌曲一覽。可以用歌名或歌手搜尋，並從直播中的那一段開始聆聽。',
    },
  },
}

/**
 * The site added to a phone's home screen: the short name under its icon, the square mark drawn
 * as the icon (an SVG in `public/`) and the colour around it where a full square is needed.
 */
export const app = {
  shortName: { ja: 'ぺぺ ファンサイト', zh: '佩佩粉絲網站' },
  icon: '/favicon.svg',
  iconBackground: '#1f5fa8',
}

/**
 * Where `npm run archive:fetch` looks for new singing streams: the channel, the words in a title
 * that make a video a singing stream (and a song-request one), and the time zone of its dates.
 */
export const archive = {
  /** A placeholder: a channel's id is under About > Share channel > Copy channel ID. */
  channelId: 'UCexampleexampleexample0',
  singingWords: ['歌枠', '歌回', 'karaoke', 'singing', 'うたわく'],
  requestWords: ['リクエスト', '點歌', 'request'],
  timeZone: 'Asia/Tokyo',
}
