// Where the layout's skip links meet the player, which the layout does not import: the player
// puts its skip link into the layout's slot, and the link takes focus to its play button.
export const playerSkipSlot = 'player-skip'
export const playerToggleId = 'player-toggle'
