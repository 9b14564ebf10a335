import { expect, type Browser } from '@playwright/test';
import { call } from './api';
import type { PrincipalName } from './objects-principals';

/** The shape of the IDOR matrix (idor-matrix.attack.ts), shared by the files that hold its entries. */

export const UNKNOWN_ROW = 2_147_483_000;
export const newKey = () => `idor-${crypto.randomUUID()}`;

export interface Find {
  baseURL: string;
  /** The owner's token, fresh (or, in `as`, the refused caller's). */
  token: string;
  browser: Browser;
}

export type Body = Record<string, unknown>;

export interface ObjectCase {
  title: string;
  /** The id fields this case attacks. */
  covers: string[];
  owner: PrincipalName;
  /** The body naming the owner's object, found as the owner would find it. */
  find: (f: Find) => Promise<Body>;
  /** The same body naming nothing that exists; null (with the reason) where no such body can be made. */
  unknown: ((own: Body) => Body) | { none: string };
  /** Who must be refused. */
  refused: PrincipalName[];
  /**
   * People of the owner's own account without the module the object belongs to: refused, but not held to the
   * existence check (the account's own service tags are on the invoices they may read).
   */
  refusedByModule?: PrincipalName[];
  /**
   * The body a refused caller sends instead of the owner's: the owner's ids put inside the caller's own objects (its
   * own ticket, its own service), the mix an attacker would try next. `unknown` is applied to it too.
   */
  as?: (own: Body, caller: Find) => Promise<Body>;
  /** Who else may reach it (same account, the module): must succeed too. */
  alsoReach?: PrincipalName[];
  /** What a refusal looks like; 403/404 unless the action refuses a value that is not the caller's with 400. */
  refusedWith?: number[];
  /**
   * The owner's last call uses the session that found the object rather than a new one: the object is bound to
   * that session (a switch row's token) or a new sign-in would replace it (a re-auth PIN).
   */
  sameSession?: boolean;
}

/** A check the owner's own calls must pass, for a field that names no other account's object but must be the right one. */
export interface OwnerCheck {
  title: string;
  covers: string[];
  owner: PrincipalName;
  /** The problems found; empty when it holds. */
  run: (f: Find) => Promise<string[]>;
}

export interface MatrixEntry {
  cases?: ObjectCase[];
  checks?: OwnerCheck[];
  /** Id-like fields that name no object a caller could reach into, each with why. */
  notObjects?: Record<string, string>;
}

export async function listed<T>(baseURL: string, name: string, body: unknown, token: string): Promise<T> {
  const answer = await call<T>(baseURL, name, body, token);
  expect(answer.status, `${name}: ${JSON.stringify(answer.errors)}`).toBe(200);
  return answer.result;
}

export const IDEMPOTENCY_KEY = 'claimed per account (unique on account and key): another account’s key starts the caller’s own request';
