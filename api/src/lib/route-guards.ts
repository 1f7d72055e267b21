// Who a route's guard lets through, told to the OpenAPI document (plugins/openapi reads it from the guards in
// a route's preValidation / preHandler), so its security section follows the code instead of a list by hand.
// `admin` routes also need the session's second factor; `admin-enrolling` ones (two-factor set-up and the
// login's code step) are the admin routes that answer before it.
export type Audience = 'signed-in' | 'fan' | 'creator' | 'admin' | 'admin-enrolling';

/** Refusal of an operator on a route where fans and creators act (messages, reports). */
export const MEMBERS_ONLY = 'This action is for fans and creators only';

const audiences = new WeakMap<object, Audience>();

/** Marks a guard function (it refuses everyone outside `audience` with 401/403). */
export function guardFor<F extends object>(audience: Audience, guard: F): F {
  audiences.set(guard, audience);
  return guard;
}

/** The narrowest audience among a route's guards; undefined for a public route. */
export function audienceOf(route: { preHandler?: unknown; preValidation?: unknown }): Audience | undefined {
  const hooks = [route.preValidation, route.preHandler].flat().filter((h): h is object => Boolean(h));
  const found = hooks.map((hook) => audiences.get(hook)).filter((a): a is Audience => a !== undefined);
  return found.find((a) => a !== 'signed-in') ?? found[0];
}
