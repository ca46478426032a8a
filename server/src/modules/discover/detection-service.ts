import type { DetectionRepository } from '../../store/index.ts';

/** Discover's sightings as the screen and its export read them; agents add them through ingest. */
export interface DetectionService {
  list: DetectionRepository['list'];
  stream: DetectionRepository['stream'];
}

export const createDetectionService = (detections: DetectionRepository): DetectionService => ({
  list: (query) => detections.list(query),
  stream: (filter) => detections.stream(filter),
});
