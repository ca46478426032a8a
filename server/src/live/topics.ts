import { ALWAYS_ON_TOPICS, LIVE_EVENT_TOPICS, can, permissionMissing, type LiveEvent, type LiveTopic, type Permission, type Role } from '@gsg/shared';

/** The socket.io room of a topic; consoles subscribe by joining it. */
export const topicRoom = (topic: LiveTopic): string => `topic:${topic}`;
/** Every socket of an account sits in this room, so a session notice finds them without a scan. */
export const accountRoom = (accountId: string): string => `account:${accountId}`;

export const topicOf = (event: LiveEvent): LiveTopic => LIVE_EVENT_TOPICS[event.type];
export const isAlwaysOn = (topic: LiveTopic): boolean => (ALWAYS_ON_TOPICS as readonly LiveTopic[]).includes(topic);

/** What a console's role needs to hear a topic; the same table as the routes that serve its data. */
export const TOPIC_PERMISSIONS: Record<LiveTopic, Permission> = {
  logs: 'console.read',
  alerts: 'console.read',
  detections: 'console.read',
  endpoints: 'console.read',
  policies: 'console.read',
  access: 'console.read',
  kpi: 'console.read',
};

/** Why a role may not hear one of the topics, or null when it may hear them all. */
export function topicRefusal(role: Role, topics: readonly LiveTopic[]): string | null {
  const denied = topics.find((topic) => !can(role, TOPIC_PERMISSIONS[topic]));
  return denied ? permissionMissing(role, TOPIC_PERMISSIONS[denied]) : null;
}
