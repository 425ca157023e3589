/** What a use-case class does, as a plain function. */
type Run<T extends { execute(...args: never[]): unknown }> = T['execute'];

/** Binds a use-case object's `execute`, so callers hold a function and never the object. */
export const run = <T extends { execute(...args: never[]): unknown }>(useCase: T): Run<T> =>
  useCase.execute.bind(useCase) as Run<T>;

/** The named methods of a use-case object, each bound to it, so callers hold functions and never the object. */
export function methodsOf<T extends object, K extends keyof T>(
  useCase: T,
  names: readonly K[],
): { readonly [N in K]: T[N] } {
  return Object.fromEntries(
    names.map((name) => [name, (useCase[name] as (...args: unknown[]) => unknown).bind(useCase)]),
  ) as { readonly [N in K]: T[N] };
}
