/**
 * The one look of "I like this", for destinations and itineraries alike: a liked heart is drawn in
 * this colour, and a pressed like button wears this pill.
 */
export const likedHeartClass = 'text-danger';
export const likedButtonClass = 'border-transparent bg-danger-soft text-danger hover:bg-danger-soft';
