/**
 * One API call as both ends see it: its method, its path (`:name` for each path parameter) and,
 * as types only, what a client sends and what the server answers. The Koa routes register by it
 * and the web's api client calls by it, so a path is spelled once (docs/adr/0007-one-spelling-per-api-path.md).
 * The types are phantom, so the web can import the table without bundling a schema; the routes
 * still parse their input with the contract's zod schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value as a client sends it; `undefined` leaves the key out. */
export type QueryValue = string | number | boolean | undefined;

/** What a call sends besides its path parameters, as the contract's `XBody` / `XQuery` types. */
export interface EndpointInput {
  readonly body?: unknown;
  readonly query?: object;
}

/** No body and no query. */
export type NoInput = Record<never, never>;

/** `'id' | 'bidId'` for `/api/users/:id/bids/:bidId`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string };

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Input extends EndpointInput = EndpointInput,
  Response = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: carries the input and response types from the table to both ends. */
  readonly types?: { readonly input: Input; readonly response: Response };
}

export type ResponseOf<E> = E extends Endpoint<HttpMethod, string, EndpointInput, infer Response> ? Response : never;
export type InputOf<E> = E extends Endpoint<HttpMethod, string, infer Input, unknown> ? Input : never;

/** Building one table row: the input's types first, then the response's, which ends the row. */
interface EndpointBuilder<Method extends HttpMethod, Path extends string, Input extends EndpointInput> {
  body<Body>(): EndpointBuilder<Method, Path, Input & { readonly body: Body }>;
  query<Query extends object>(): EndpointBuilder<Method, Path, Input & { readonly query: Query }>;
  returns<Response>(): Endpoint<Method, Path, Input, Response>;
}

function builder<Method extends HttpMethod, Path extends string>(
  method: Method,
  path: Path,
): EndpointBuilder<Method, Path, NoInput> {
  const row: Endpoint<Method, Path> = { method, path };
  // The types live only in the compiler, so every step answers the same row.
  const self = { body: () => self, query: () => self, returns: () => row } as unknown as EndpointBuilder<
    Method,
    Path,
    NoInput
  >;
  return self;
}

export const get = <Path extends string>(path: Path) => builder('GET', path);
export const post = <Path extends string>(path: Path) => builder('POST', path);
export const put = <Path extends string>(path: Path) => builder('PUT', path);
export const patch = <Path extends string>(path: Path) => builder('PATCH', path);
export const del = <Path extends string>(path: Path) => builder('DELETE', path);
