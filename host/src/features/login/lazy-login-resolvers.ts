import type { FieldValues, Resolver } from 'react-hook-form';

type LoginSchemas = typeof import('./login-schemas');

let loading: Promise<LoginSchemas> | undefined;

/**
 * The login forms' schemas come with zod and the action catalogue, more than the login page's budget leaves room for:
 * they load once the person starts typing (or at the first check), not with the page.
 */
export const loadLoginSchemas = () => (loading ??= import('./login-schemas'));

const lazily =
  <T extends FieldValues>(pick: (schemas: LoginSchemas) => Resolver<T>): Resolver<T> =>
  async (values, context, options) =>
    pick(await loadLoginSchemas())(values, context, options);

export const cellNumberResolver = lazily<{ cellNumber: string }>((schemas) => schemas.cellNumberResolver as Resolver<{ cellNumber: string }>);
export const pinResolver = lazily<{ pin: string }>((schemas) => schemas.pinResolver as Resolver<{ pin: string }>);
