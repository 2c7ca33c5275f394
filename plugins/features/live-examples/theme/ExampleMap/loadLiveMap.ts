/**
 * MapLibre and the live map drawn with it. Pages whose map goes live as soon as it is near (the
 * examples, the home demo) start this with their own chunk, so the two download side by side.
 */
export const loadLiveMap = () => import('./LiveMap');
