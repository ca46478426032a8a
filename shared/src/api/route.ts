import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API as both ends see it: the server registers its handler with these schemas and the
 * web's client calls it through the same object, so a response type is written once, here, and never
 * again in the browser.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** The path under /api/v1, with `:name` for each path parameter. */
  path: string;
  /** What the request carries, when it carries a body. */
  body?: z.ZodType;
  /** What a success answers; null when it answers 204 with nothing. */
  response: z.ZodType | null;
}

/** Declares a route, keeping its literal method, path and schemas in its type. */
export const apiRoute = <const R extends ApiRoute>(route: R): R => route;

export type ResponseOf<R extends ApiRoute> = R['response'] extends z.ZodType ? z.output<R['response']> : void;
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path parameters a route's path names, each a string. */
export type ParamsOf<R extends ApiRoute> = Record<ParamNames<R['path']>, string>;

/** The route's path with its parameters filled in, each encoded as one path segment. */
export function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** A success that answers with a sentence for the person. */
export const messageSchema = z.object({ message: z.string() });
