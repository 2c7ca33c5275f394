/** Site-wide facts that the config, the footer and pages share. */
import { currentVersion } from './versions';

const current = currentVersion.turfVersion;

export const site = {
  url: 'https://turfjs.org',
  tagline: 'Advanced geospatial analysis for browsers and Node.js',
  turfRepository: 'https://github.com/Turfjs/turf',
  communityLinks: [
    { label: 'GitHub Discussions', href: 'https://github.com/Turfjs/turf/discussions' },
    { label: 'Issue tracker', href: 'https://github.com/Turfjs/turf/issues' },
    { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/turfjs' },
  ],
  /** The `id` changes with the release, so readers who dismissed the last one see it again. Colours: above 7:1. */
  announcement: {
    id: `turf-${current.replaceAll('.', '-')}-current`,
    content: `Turf ${current} is the current version of these docs. Coming from 6.x? Read the <a href="/docs/upgrade-guide">upgrade guide</a>.`,
    backgroundColor: '#0b3d2e',
    textColor: '#ffffff',
    isCloseable: true,
  },
} as const;
