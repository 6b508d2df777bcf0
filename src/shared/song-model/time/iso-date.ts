/** A calendar date written `YYYY-MM-DD`; derived dates carry it so entries sort as text. */
export type IsoDate = `${number}-${number}-${number}`
