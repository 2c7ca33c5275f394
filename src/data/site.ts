/** Site-wide facts that the config, the footer and pages share. */

export const site = {
  url: 'https://turfjs.org',
  tagline: 'Advanced geospatial analysis for browsers and Node.js',
  turfRepository: 'https://github.com/Turfjs/turf',
  communityLinks: [
    { label: 'GitHub Discussions', href: 'https://github.com/Turfjs/turf/discussions' },
    { label: 'Issue tracker', href: 'https://github.com/Turfjs/turf/issues' },
    { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/turfjs' },
  ],
  /**
   * The announcement bar. Changing `id` shows the bar again to readers who dismissed the old one.
   * Colours give a contrast ratio above 7:1 (WCAG AAA) for the text and its link.
   */
  announcement: {
    id: 'turf-7-2-current',
    content: 'Turf 7.2.0 is the current version of these docs. Coming from 6.x? Read the <a href="/docs/upgrade-guide">upgrade guide</a>.',
    backgroundColor: '#0b3d2e',
    textColor: '#ffffff',
    isCloseable: true,
  },
} as const;
