import { matchAiTool, type Detection, type DetectionAction } from '@gsg/shared';

// A shadow-AI detection as every reader gets it: Discover's API (each store adapter ends its read here)
// and the live events alike. Fields are picked, not spread, so the idempotency key never rides along.

/** A detection as stored: the catalog tool is not kept, and an endpoint that did nothing says no action. */
type StoredDetection = Omit<Detection, 'toolId' | 'action'> & { action?: DetectionAction | undefined };

/**
 * The detection as presented. The tool it names is matched to the catalog when it is read, so a catalog
 * that learns a name also places the sightings stored before it did.
 */
export const presentDetection = (r: StoredDetection): Detection => ({
  id: r.id,
  user: r.user,
  hostname: r.hostname,
  ipAddress: r.ipAddress,
  os: r.os,
  aiTool: r.aiTool,
  toolId: matchAiTool(r.aiTool)?.id ?? null,
  action: r.action ?? 'allowed',
  timestamp: r.timestamp,
});
