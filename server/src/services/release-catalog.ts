import {
  CURRENT_CLIENT_VERSION,
  INSTALLER_PLATFORMS,
  INSTALLER_PLATFORM_LABELS,
  type ReleasesResponse,
  type Release,
} from '@gsg/shared';

// The GSG desktop client releases offered on the Download tab. LATEST takes its version from
// CURRENT_CLIENT_VERSION (shared), the same constant that decides which endpoints count as outdated, so
// shipping a release means moving that constant, giving LATEST the new date and sizes, and putting the
// release it replaces at the top of PREVIOUS.

type Platform = Release['installers'][number]['platform'];

const MB = 1024 * 1024;

const INSTALLER_FILE: Record<Platform, (version: string) => string> = {
  'windows-x64': (v) => `GSG-Client-${v}-win-x64.msi`,
  'macos-x64': (v) => `GSG-Client-${v}-macos-x64.pkg`,
  'macos-arm64': (v) => `GSG-Client-${v}-macos-arm64.pkg`,
  'linux-x64': (v) => `GSG-Client-${v}-linux-x64.deb`,
};

interface CatalogEntry {
  version: string;
  releaseDate: string;
  /** Installer sizes in MB, per platform. */
  sizes: Record<Platform, number>;
}

const LATEST: CatalogEntry = {
  version: CURRENT_CLIENT_VERSION,
  releaseDate: '2026-10-28',
  sizes: { 'windows-x64': 42.6, 'macos-x64': 44.8, 'macos-arm64': 43.1, 'linux-x64': 40.9 },
};

const PREVIOUS: readonly CatalogEntry[] = [
  {
    version: '2.4.0',
    releaseDate: '2026-09-15',
    sizes: { 'windows-x64': 42.3, 'macos-x64': 44.5, 'macos-arm64': 42.8, 'linux-x64': 40.7 },
  },
  {
    version: '2.3.2',
    releaseDate: '2026-07-22',
    sizes: { 'windows-x64': 41.8, 'macos-x64': 43.9, 'macos-arm64': 42.2, 'linux-x64': 40.3 },
  },
  {
    version: '2.3.0',
    releaseDate: '2026-05-30',
    sizes: { 'windows-x64': 41.2, 'macos-x64': 43.4, 'macos-arm64': 41.7, 'linux-x64': 40.1 },
  },
];

const toRelease = ({ version, releaseDate, sizes }: CatalogEntry): Release => ({
  version,
  releaseDate,
  notesUrl: `/support/documentation#release-${version}`,
  installers: INSTALLER_PLATFORMS.map((platform) => ({
    platform,
    label: INSTALLER_PLATFORM_LABELS[platform],
    fileName: INSTALLER_FILE[platform](version),
    sizeBytes: Math.round(sizes[platform] * MB),
  })),
});

/** The current release and the ones before it, newest first. */
export const RELEASE_CATALOG: ReleasesResponse = { latest: toRelease(LATEST), previous: PREVIOUS.map(toRelease) };
