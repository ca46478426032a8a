// Devices with the GSG client: most roster people's machines, plus machines of colleagues who do not use
// AI tools and shared devices. A few roster people have no client, so their hosts show in logs and
// detections without an endpoint (the "without client" slice of Endpoint Coverage).
import type { Endpoint, EndpointStatus, OperatingSystem } from '@gsg/shared';
import { CURRENT_CLIENT_VERSION } from '@gsg/shared';
import type { Person } from '../people.ts';
import type { Random } from '../random.ts';
import { DAY_MS, HOUR_MS } from '../timeline.ts';

/** Roster people whose machines have no GSG client. */
const UNENROLLED_PEOPLE = ['Lucas Silva', 'Ethan Clarke', 'Marcus Johnson', 'Catherine Hughes', 'Mei Tanaka'];

export const OUTDATED_VERSIONS = ['2.4.0', '2.3.2', '2.3.0', '2.2.5'];

const OTHER_DEVICES: ReadonlyArray<readonly [hostname: string, ipAddress: string, os: OperatingSystem, user: string, status: EndpointStatus]> = [
  ['ACME-ENG-201', '10.10.1.21', 'Windows', 'Adam Berg', 'Active'],
  ['eng-dev-202', '10.10.1.22', 'Linux', 'Wei Zhang', 'Active'],
  ['clara-moreau-mbp', '10.40.1.23', 'macOS', 'Clara Moreau', 'Active'],
  ['ACME-SLS-204', '10.50.1.24', 'Windows', 'Oscar Reyes', 'Active'],
  ['ACME-SUP-205', '10.90.1.25', 'Windows', 'Tara Singh', 'Active'],
  ['build-agent-01', '10.10.9.1', 'Linux', 'svc-build', 'Active'],
  ['ACME-KIOSK-01', '10.99.1.10', 'Windows', 'Lobby Kiosk', 'Active'],
  ['ACME-FIN-208', '10.20.1.28', 'Windows', 'Paula Novak', 'Inactive'],
  ['felix-weber-mbp', '10.30.1.29', 'macOS', 'Felix Weber', 'Inactive'],
  ['ACME-MKT-210', '10.40.1.30', 'Windows', 'Ines Castro', 'Inactive'],
  ['sec-dev-211', '10.70.1.31', 'Linux', 'Sven Larsen', 'Inactive'],
  ['ACME-LGL-212', '10.30.1.32', 'Windows', 'Nora Hansen', 'Inactive'],
  ['ACME-HR-213', '10.60.1.33', 'Windows', 'Maya Shah', 'Inactive'],
  ['ACME-SLS-214', '10.50.1.34', 'Windows', 'Jonas Fischer', 'Offline'],
  ['liam-foster-mbp', '10.10.1.35', 'macOS', 'Liam Foster', 'Offline'],
  ['ACME-ENG-216', '10.10.1.36', 'Windows', 'Hugo Vargas', 'Offline'],
  ['eng-dev-217', '10.10.1.37', 'Linux', 'Kai Nakamura', 'Offline'],
  ['ACME-CONF-RM-02', '10.99.1.12', 'Windows', 'Conference Room B', 'Offline'],
  ['julia-evans-mbp', '10.90.1.39', 'macOS', 'Julia Evans', 'Offline'],
  ['ACME-SUP-220', '10.90.1.40', 'Windows', 'Omar Ahmed', 'Offline'],
];

/**
 * When a device in each status was last seen, consistent with the Endpoints cards: Active within
 * 24 hours, Inactive 1 to 7 days ago, Offline more than 7 days ago.
 */
function lastSeen(random: Random, now: Date, status: EndpointStatus): string {
  const ago =
    status === 'Active'
      ? random.int(1, 23 * 60) * 60_000
      : status === 'Inactive'
        ? DAY_MS + random.next() * 5.5 * DAY_MS
        : 7 * DAY_MS + HOUR_MS + random.next() * 40 * DAY_MS;
  return new Date(now.getTime() - ago).toISOString();
}

/** Devices that stay offline are the ones that miss updates. */
const CURRENT_SHARE: Readonly<Record<EndpointStatus, number>> = { Active: 0.78, Inactive: 0.5, Offline: 0.2 };

export function sampleEndpoints(random: Random, now: Date, people: readonly Person[]): Endpoint[] {
  const endpoint = (hostname: string, ipAddress: string, os: OperatingSystem, user: string, status: EndpointStatus, seen: string) => ({
    id: random.uuid(),
    hostname,
    ipAddress,
    os,
    clientVersion: random.chance(CURRENT_SHARE[status]) ? CURRENT_CLIENT_VERSION : random.pick(OUTDATED_VERSIONS),
    lastSeen: seen,
    status,
    user,
    pendingVersion: null,
    updateError: null,
  });
  return [
    // People who use AI tools every day: their clients sent a heartbeat within the hour.
    ...people
      .filter((p) => !UNENROLLED_PEOPLE.includes(p.name))
      .map((p) =>
        endpoint(p.hostname, p.ipAddress, p.os, p.name, 'Active', new Date(now.getTime() - random.int(1, 55) * 60_000).toISOString()),
      ),
    ...OTHER_DEVICES.map(([hostname, ipAddress, os, user, status]) =>
      endpoint(hostname, ipAddress, os, user, status, lastSeen(random, now, status)),
    ),
  ];
}
