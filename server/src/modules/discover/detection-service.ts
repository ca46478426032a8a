import type { DetectionRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** Discover's sightings as the screen and its export read them; agents add them through ingest. */
export interface DetectionService {
  list: DetectionRepository['list'];
  stream: DetectionRepository['stream'];
}

export const createDetectionService = (detections: DetectionRepository): DetectionService => ({
  list: (query) => detections.list(query),
  stream: (filter) => detections.stream(filter),
});

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Discover's sightings. */
    detections: DetectionService;
  }
}

export const detectionsServicePlugin = servicePlugin('detections', [], (app) => createDetectionService(app.store.detections));
