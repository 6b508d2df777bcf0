/** The favourites' localStorage key, apart so that checking for it loads nothing more. */
export const favouritesKey = 'mylist:favourites'
