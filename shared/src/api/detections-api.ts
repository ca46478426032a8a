import { detectionPageSchema } from '../schemas/detection.ts';
import { apiRoute } from './route.ts';

/** Shadow AI detections; the filter goes as the query string. The CSV export (/detections/export) is a download, outside the map. */
export const DETECTIONS_API = {
  list: apiRoute({ method: 'GET', path: '/detections', response: detectionPageSchema }),
};
