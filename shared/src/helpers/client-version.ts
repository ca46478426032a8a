import { z } from 'zod';
import { CURRENT_CLIENT_VERSION, OPERATING_SYSTEMS, type INSTALLER_PLATFORMS } from '../constants.ts';
import type { OperatingSystem } from '../schemas/detection.ts';

type Platform = (typeof INSTALLER_PLATFORMS)[number];

/** Which platforms' installers an endpoint running each operating system can take. */
export const INSTALLER_PLATFORMS_OF: Record<OperatingSystem, readonly Platform[]> = {
  Windows: ['windows-x64'],
  macOS: ['macos-arm64', 'macos-x64'],
  Linux: ['linux-x64'],
};

const semverParts = (version: string): [number[], string | null] => {
  const [core = '', pre] = version.split(/-(.*)/s);
  return [core.split('.').map(Number), pre ?? null];
};

/** Newest version first; a pre-release comes before its release. */
export function compareVersionsDesc(a: string, b: string): number {
  const [ca, pa] = semverParts(a);
  const [cb, pb] = semverParts(b);
  for (let i = 0; i < 3; i++) if ((ca[i] ?? 0) !== (cb[i] ?? 0)) return (cb[i] ?? 0) - (ca[i] ?? 0);
  if (pa === pb) return 0;
  if (pa === null) return -1;
  if (pb === null) return 1;
  return pb.localeCompare(pa, 'en', { numeric: true });
}

/** The client version each operating system's endpoints are expected to run. */
export const currentClientVersionsSchema = z.object({ Windows: z.string(), macOS: z.string(), Linux: z.string() });
export type CurrentClientVersions = z.infer<typeof currentClientVersionsSchema>;

/**
 * The one rule for "the current client version": for each operating system, the newest version (semver
 * order) among the installers uploaded for one of its platforms and the release the console knows
 * without any upload (CURRENT_CLIENT_VERSION). Update Client targets it, and an endpoint is outdated when
 * its version differs from it. An upload older than that release does not become current: it would mark
 * up-to-date endpoints outdated and Update Client would move them back.
 */
export function currentClientVersions(installers: ReadonlyArray<{ version: string; platform: Platform }>): CurrentClientVersions {
  const newest = (os: OperatingSystem): string =>
    [CURRENT_CLIENT_VERSION, ...installers.filter((i) => INSTALLER_PLATFORMS_OF[os].includes(i.platform)).map((i) => i.version)].sort(
      compareVersionsDesc,
    )[0]!;
  return Object.fromEntries(OPERATING_SYSTEMS.map((os) => [os, newest(os)])) as CurrentClientVersions;
}

/** Before any installer is uploaded: every platform on CURRENT_CLIENT_VERSION. */
export const FALLBACK_CLIENT_VERSIONS: CurrentClientVersions = currentClientVersions([]);

/** Whether an endpoint runs the current version for its operating system. */
export const isCurrentClient = (endpoint: { os: OperatingSystem; clientVersion: string }, current: CurrentClientVersions): boolean =>
  endpoint.clientVersion === current[endpoint.os];

/** The distinct current versions, newest first: what "Current (…)" and "updated to version …" name. */
export const currentVersionList = (current: CurrentClientVersions): string[] => [...new Set(Object.values(current))].sort(compareVersionsDesc);
