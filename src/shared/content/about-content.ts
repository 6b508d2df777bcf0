// The content only the About page shows: imported by that page alone, so it ships in its chunk.
import { artworks as rawArtworks, people as rawPeople } from '@content/design-credits'
import { milestones as rawMilestones } from '@content/timeline'
import type { Artwork, Person, TimelineEntry } from './types'

export const milestones: readonly TimelineEntry[] = rawMilestones
export const people: readonly Person[] = rawPeople
export const artworks: readonly Artwork[] = rawArtworks
