import { ALWAYS_ON_TOPICS, LIVE_EVENT_TOPICS, type LiveEvent, type LiveTopic } from '@gsg/shared';

/** The socket.io room of a topic; consoles subscribe by joining it. */
export const topicRoom = (topic: LiveTopic): string => `topic:${topic}`;
/** Every socket of an account sits in this room, so a session notice finds them without a scan. */
export const accountRoom = (accountId: string): string => `account:${accountId}`;

export const topicOf = (event: LiveEvent): LiveTopic => LIVE_EVENT_TOPICS[event.type];
export const isAlwaysOn = (topic: LiveTopic): boolean => (ALWAYS_ON_TOPICS as readonly LiveTopic[]).includes(topic);
