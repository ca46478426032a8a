import { proxy, useSnapshot } from 'valtio';
import {
  ENDPOINTS_API,
  ERRORS,
  FALLBACK_CLIENT_VERSIONS,
  RELEASES_API,
  SUCCESS,
  exportCompleteDetail,
  pathOf,
  type CLIENT_VERSION_FILTERS,
  type ClientUpdateResult,
  type CurrentClientVersions,
  type ENDPOINT_QUICK_FILTERS,
  type ENDPOINT_SORT_FIELDS,
  type Endpoint,
  type EndpointPage,
  type EndpointStatus,
  type EndpointSummary,
  type LiveEventOf,
  type Installer,
  type InstallerPlatform,
  type ReleasesResponse,
} from '@gsg/shared';
import { ApiError, NO_ANSWER_STATUS, api, loadAgainOnServerReturn } from '../api/client.ts';
import { countCsvRows, saveDownload } from '../api/save-download.ts';
import { pageCount, type PageSize } from '../components/Pager.tsx';
import { listLoader, unloadedList, type PagedList } from './list-loader.ts';
import { showError, showToast } from './toasts.ts';

type EndpointQuickFilter = (typeof ENDPOINT_QUICK_FILTERS)[number];
export type EndpointSortField = (typeof ENDPOINT_SORT_FIELDS)[number];
export type ClientVersionFilter = (typeof CLIENT_VERSION_FILTERS)[number];

export interface EndpointFilters {
  /** Hostname or IP address. */
  search: string;
  status: EndpointStatus | 'all';
  os: string;
  ip: string;
  version: ClientVersionFilter;
  /** Calendar days as `<input type="date">` writes them, read in local time; '' for open. */
  lastSeenFrom: string;
  lastSeenTo: string;
  /** The card toggled on, if any. */
  quick: EndpointQuickFilter | null;
}

/** The cards count over all endpoints, whatever the filters. */
interface EndpointsState extends PagedList<Endpoint, EndpointSummary> {
  filters: EndpointFilters;
  sort: EndpointSortField;
  order: 'asc' | 'desc';
  /** Ids ticked in the table. */
  selected: string[];
  /** Endpoints whose Update Client this console asked for and waits to see done. */
  awaitingUpdate: string[];
  /** The endpoint in the side panel. */
  detailsId: string | null;
  releases: ReleasesResponse | null;
  /** The version each operating system's endpoints should run, as the server last said (currentClientVersions). */
  currentVersions: CurrentClientVersions;
}

export const emptyEndpointFilters = (): EndpointFilters => ({
  search: '',
  status: 'all',
  os: '',
  ip: '',
  version: 'all',
  lastSeenFrom: '',
  lastSeenTo: '',
  quick: null,
});

const DEFAULT_SORT: { sort: EndpointSortField; order: 'asc' | 'desc' } = { sort: 'lastSeen', order: 'desc' };

export const endpointsState = proxy<EndpointsState>({
  filters: emptyEndpointFilters(),
  ...DEFAULT_SORT,
  ...unloadedList(),
  selected: [],
  awaitingUpdate: [],
  detailsId: null,
  releases: null,
  currentVersions: FALLBACK_CLIENT_VERSIONS,
});

const startOfLocalDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();
const endOfLocalDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

function filterQuery() {
  const { filters, sort, order } = endpointsState;
  return {
    search: filters.search || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    os: filters.os || undefined,
    ip: filters.ip || undefined,
    version: filters.version,
    lastSeenFrom: filters.lastSeenFrom ? startOfLocalDay(filters.lastSeenFrom) : undefined,
    lastSeenTo: filters.lastSeenTo ? endOfLocalDay(filters.lastSeenTo) : undefined,
    quick: filters.quick ?? undefined,
    sort,
    order,
  };
}

const pageQuery = () => ({ ...filterQuery(), page: endpointsState.page, pageSize: endpointsState.pageSize });

const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

const clientUpdated = (e: Endpoint) => showToast(SUCCESS.clientUpdated, `${e.hostname} is on version ${e.clientVersion}`);

/**
 * An update this console asked for is done once the endpoint reports no pending version; it may end
 * while the page was not listening (a reload after a reconnect), so loads check too.
 */
function settleAwaited(endpoints: readonly Endpoint[]): void {
  const done = endpoints.filter((e) => e.pendingVersion === null && endpointsState.awaitingUpdate.includes(e.id));
  if (done.length === 0) return;
  endpointsState.awaitingUpdate = endpointsState.awaitingUpdate.filter((id) => !done.some((e) => e.id === id));
  for (const e of done) {
    if (e.updateError) showToast('Update not installed', `${e.hostname}: ${e.updateError}`, 'danger');
    else clientUpdated(e);
  }
}

const loader = listLoader(endpointsState, () => api.call(ENDPOINTS_API.list, { query: pageQuery() }));

function showPage(page: EndpointPage): void {
  // A page emptied by removals moves back to the last page that has rows.
  const last = pageCount(page.total, endpointsState.pageSize);
  if (page.items.length === 0 && endpointsState.page > last) {
    endpointsState.page = last;
    void loadEndpoints();
    return;
  }
  endpointsState.items = page.items;
  endpointsState.total = page.total;
  endpointsState.summary = page.summary;
  endpointsState.currentVersions = page.currentVersions;
  const shown = new Set(page.items.map((e) => e.id));
  endpointsState.selected = endpointsState.selected.filter((id) => shown.has(id));
  settleAwaited(page.items);
}

export async function loadEndpoints(): Promise<void> {
  await loader.load(showPage, (err) => showError(errorMessage(err)));
}

/** A new query: back to the first page, nothing ticked. */
function requery(): void {
  endpointsState.page = 1;
  endpointsState.selected = [];
  void loadEndpoints();
}

export function setEndpointFilters(change: Partial<EndpointFilters>): void {
  Object.assign(endpointsState.filters, change);
  requery();
}

export function clearEndpointFilters(): void {
  endpointsState.filters = emptyEndpointFilters();
  requery();
}

/** A card's quick filter: on, or off when it was already on. */
export function toggleQuickFilter(quick: EndpointQuickFilter): void {
  setEndpointFilters({ quick: endpointsState.filters.quick === quick ? null : quick });
}

/** A header click: the same column flips its order; another column starts ascending (last seen: newest first). */
export function sortEndpointsBy(field: EndpointSortField): void {
  if (endpointsState.sort === field) endpointsState.order = endpointsState.order === 'asc' ? 'desc' : 'asc';
  else {
    endpointsState.sort = field;
    endpointsState.order = field === 'lastSeen' ? 'desc' : 'asc';
  }
  requery();
}

export function setEndpointsPage(page: number): void {
  endpointsState.page = page;
  endpointsState.selected = [];
  void loadEndpoints();
}

export function setEndpointsPageSize(pageSize: PageSize): void {
  endpointsState.pageSize = pageSize;
  requery();
}

export function setEndpointSelected(id: string, selected: boolean): void {
  const others = endpointsState.selected.filter((s) => s !== id);
  endpointsState.selected = selected ? [...others, id] : others;
}

export function selectAllEndpoints(selected: boolean): void {
  endpointsState.selected = selected ? endpointsState.items.map((e) => e.id) : [];
}

export function showEndpointDetails(id: string | null): void {
  endpointsState.detailsId = id;
}

function replaceEndpoints(changed: readonly Endpoint[]): void {
  const byId = new Map(changed.map((e) => [e.id, e]));
  endpointsState.items = endpointsState.items.map((e) => byId.get(e.id) ?? e);
}

/** Update Client on one row: the row shows a spinner until its agent reports the new version. */
export async function updateEndpointClient(id: string): Promise<void> {
  try {
    const pending = await api.call(ENDPOINTS_API.updateClient, { params: { id } });
    if (!endpointsState.awaitingUpdate.includes(id)) endpointsState.awaitingUpdate.push(id);
    replaceEndpoints([pending]);
    settleAwaited([pending]);
  } catch (err) {
    showError(errorMessage(err));
  }
}

/** Update Selected: the outdated ones among the ticked rows; current ones are skipped (spec). */
export async function updateSelectedEndpoints(): Promise<void> {
  let result: ClientUpdateResult;
  try {
    result = await api.call(ENDPOINTS_API.updateClients, { body: { ids: endpointsState.selected } });
  } catch (err) {
    showError(errorMessage(err));
    return;
  }
  endpointsState.selected = [];
  if (result.updated === 0) {
    showToast(ERRORS.allEndpointsCurrent, undefined, 'primary');
    return;
  }
  replaceEndpoints(result.endpoints);
  showToast(SUCCESS.endpointsUpdated, result.message);
}

/** Remove (after the confirmation): permanent, so the page is read again. */
export async function removeEndpoint(endpoint: Pick<Endpoint, 'id' | 'hostname'>): Promise<void> {
  try {
    await api.call(ENDPOINTS_API.remove, { params: { id: endpoint.id } });
  } catch (err) {
    showError(errorMessage(err));
    return;
  }
  forget([endpoint.id]);
  showToast(SUCCESS.endpointRemoved, `${endpoint.hostname} has been removed`);
  await loadEndpoints();
}

export async function removeSelectedEndpoints(): Promise<void> {
  const ids = [...endpointsState.selected];
  let removed: number;
  try {
    ({ removed } = await api.call(ENDPOINTS_API.removeMany, { body: { ids } }));
  } catch (err) {
    showError(errorMessage(err));
    return;
  }
  forget(ids);
  showToast(SUCCESS.endpointsRemoved, `${removed} ${removed === 1 ? 'endpoint' : 'endpoints'} removed`);
  await loadEndpoints();
}

/** Drops removed endpoints from the rows, the ticks, the awaited updates and the side panel. */
function forget(ids: readonly string[]): void {
  const gone = new Set(ids);
  endpointsState.items = endpointsState.items.filter((e) => !gone.has(e.id));
  endpointsState.selected = endpointsState.selected.filter((id) => !gone.has(id));
  endpointsState.awaitingUpdate = endpointsState.awaitingUpdate.filter((id) => !gone.has(id));
  if (endpointsState.detailsId && gone.has(endpointsState.detailsId)) endpointsState.detailsId = null;
}

export async function exportEndpoints(): Promise<void> {
  try {
    const file = await api.download('/endpoints/export', { query: filterQuery() });
    const rows = countCsvRows(await file.blob.text());
    saveDownload(file, 'endpoints.csv');
    showToast(SUCCESS.exportComplete, exportCompleteDetail(rows));
  } catch (err) {
    showError(errorMessage(err));
  }
}

// The cards count over all endpoints, and statuses move with heartbeats.
const refreshCounts = loader.countsRefresher((page) => {
  endpointsState.summary = page.summary;
  endpointsState.total = page.total;
  endpointsState.currentVersions = page.currentVersions;
}, 'Failed to refresh endpoint counts');

/**
 * Live: changed endpoints are replaced where they are (the rows do not reorder under the reader) and
 * removed ones leave the table; the cards and the count are read again for every change, including
 * endpoints on other pages and newly registered ones.
 */
export function applyEndpointEvents(events: Array<LiveEventOf<'endpoints'>>): void {
  const changed: Endpoint[] = [];
  const removed: string[] = [];
  let releases = false;
  for (const event of events) {
    if (event.type === 'endpoint.removed') removed.push(event.data.id);
    else if (event.type === 'release.changed') releases = true;
    else changed.push(event.data);
  }
  replaceEndpoints(changed);
  settleAwaited(changed);
  if (removed.length > 0) forget(removed);
  // An upload or a deletion may change the current versions, so which rows are outdated: the page is read again.
  if (releases) void loadEndpoints();
  else refreshCounts();
}

/** Live, on the Download tab: another admin's upload, deletion or notes show at once. */
export function applyReleaseEvents(events: Array<LiveEventOf<'endpoints'>>): void {
  if (events.some((e) => e.type === 'release.changed')) void loadReleases();
}

export async function loadReleases(): Promise<void> {
  try {
    endpointsState.releases = await api.call(RELEASES_API.list);
  } catch (err) {
    if (!loadAgainOnServerReturn(err, loadReleases)) showError(errorMessage(err));
  }
}

export interface InstallerUpload {
  file: File;
  platform: InstallerPlatform;
  version: string;
  notes: string;
}

/**
 * Sends an installer as the request body (XMLHttpRequest, for its upload progress), then the version's
 * notes when any were written. Rejects with the server's own message.
 */
export function uploadInstaller({ file, platform, version, notes }: InstallerUpload, onProgress: (fraction: number) => void): Promise<Installer> {
  const query = new URLSearchParams({ version: version.trim(), platform, fileName: file.name });
  return new Promise<Installer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(RELEASES_API.uploadInstaller.method, `/api/v1${pathOf(RELEASES_API.uploadInstaller)}?${query}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NO_ANSWER_STATUS, 'The upload did not reach the server'));
    xhr.onload = () => {
      let body: { message?: string } | Installer | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string } | Installer;
      } catch {
        // Not JSON: a proxy's page, say.
      }
      if (xhr.status === 201 && body) return resolve(body as Installer);
      const message = body && 'message' in body && typeof body.message === 'string' ? body.message : `The upload failed (${xhr.status} ${xhr.statusText})`;
      reject(new ApiError(xhr.status, message));
    };
    xhr.send(file);
  }).then(async (installer) => {
    if (notes.trim() !== '') await api.call(RELEASES_API.setNotes, { params: { version: installer.version }, body: { notes } });
    await loadReleases();
    return installer;
  });
}

/** Deletes an installer and its file; the list is read again. */
export async function deleteInstaller(installer: Pick<Installer, 'id' | 'fileName'>): Promise<void> {
  try {
    await api.call(RELEASES_API.deleteInstaller, { params: { id: installer.id } });
    showToast('Installer deleted', installer.fileName);
  } catch (err) {
    showError(errorMessage(err));
  }
  await loadReleases();
}

export const useEndpoints = () => useSnapshot(endpointsState);
