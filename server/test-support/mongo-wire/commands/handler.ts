import type { Document } from 'bson';
import type { CommandContext } from '../command-context.ts';

/** Answers one command: the reply document, `{ok: 1, ...}`; failures are thrown as CommandErrors. */
export type CommandHandler = (ctx: CommandContext) => Document | Promise<Document>;
